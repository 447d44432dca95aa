export * from './theme';
export { focusRing, visuallyHidden, inputBase, fieldLabel } from './styles';
export * from './components/Button/Button';
export * from './components/Spinner/Spinner';
export * from './forms';
export * from './data';
export * from './feedback';
