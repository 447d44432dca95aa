/**
 * @conecta/embed — what a Conecta feature needs to stand alone in a host page. `FeatureRoot` gives
 * each feature instance its providers (own jotai store, the host's QueryClient or its own, the
 * host's Conecta theme or the default one, the current user read from the backend when not given);
 * `@conecta/embed/mount` has `createMount` and `defineFeatureElement` for hosts not written in React.
 * `useIsHydrating` tells a feature's first client render after a server render from any other.
 */
export { FeatureRoot } from './FeatureRoot';
export type { EmbedProps, FeatureRootProps, FeatureStore } from './FeatureRoot';
// Re-exported for the features (they build their roots on this package).
export { useIsHydrating } from '@conecta/ui';
