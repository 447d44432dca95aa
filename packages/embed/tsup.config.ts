import { conectaPackage } from '../../tsup.shared';

export default conectaPackage(['src/index.ts', 'src/mount.tsx', 'src/testing.ts']);
