import { PROFILE_PRESETS, type ProfilePresetKey } from '@conecta/core';

/**
 * The toolbar global **Perfil**: renders a screen as each role sees it. Features read the chosen
 * preset through `context.loaded.perfil` (a `CurrentUser`) and pass it as their `user` prop;
 * `.storybook/backend.ts` signs that user in against the story's own mock backend (`loaded.api`).
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
