import type { Loader } from '@storybook/react-vite';
import { PROFILE_PRESETS, type ProfilePresetKey } from '@conecta/core';

/**
 * The toolbar global **Perfil**: renders a screen as each role sees it. Features read the chosen
 * preset through `context.loaded.perfil` (a `CurrentUser`) and pass it as their `user` prop.
 */
export const perfilGlobalType = {
  description: 'Perfil do usuário com que as telas são mostradas',
  toolbar: {
    title: 'Perfil',
    icon: 'user',
    items: (Object.keys(PROFILE_PRESETS) as ProfilePresetKey[]).map((key) => ({
      value: key,
      title: PROFILE_PRESETS[key].label,
    })),
    dynamicTitle: true,
  },
} as const;

export const perfilLoader: Loader = async ({ globals }) => {
  const key = (globals.perfil ?? 'masterFlag') as ProfilePresetKey;
  const preset = PROFILE_PRESETS[key] ?? PROFILE_PRESETS.masterFlag;
  return { perfil: preset };
};
