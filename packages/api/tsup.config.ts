import { conectaPackage } from '../../tsup.shared';

export default conectaPackage({
  index: 'src/index.ts',
  'mocks/index': 'src/mocks/index.ts',
  'mocks/browser': 'src/mocks/browser.ts',
  'mocks/node': 'src/mocks/node.ts',
});
