import { conectaPackage } from '../../tsup.shared';

export default conectaPackage({ index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' });
