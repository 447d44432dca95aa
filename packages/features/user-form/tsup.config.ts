import { conectaPackage } from '../../../tsup.shared';

export default conectaPackage(['src/index.ts', 'src/embed.ts']);
