import { conectaPackage } from '../../tsup.shared';

export default conectaPackage({ index: 'src/index.ts', testing: 'src/testing.ts' });
