import { defineMain } from '@storybook/react-vite/node';
import remarkGfm from 'remark-gfm';
import { defaultClientConditions } from 'vite';

/**
 * One workbench for every package and the portal. Stories sit beside their components; MDX pages
 * beside the features, plus the workbench pages in `.storybook/docs`.
 */
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    './docs/*.mdx',
    './docs/*.stories.tsx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../packages/features/*/src/**/*.mdx',
    '../packages/features/*/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    // GitHub-flavoured markdown on the MDX pages: tables, strikethrough, task lists, autolinks.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['../apps/portal/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(config) {
    config.resolve ??= {};
    config.resolve.conditions = ['conecta-source', ...defaultClientConditions];
    return config;
  },
});
