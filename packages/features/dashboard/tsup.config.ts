import { conectaPackage } from '../../../tsup.shared';

export default conectaPackage();
