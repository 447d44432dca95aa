export * from './theme';
export { focusRing, visuallyHidden, inputBase, fieldLabel, fieldStack, fieldErrorText } from './styles';
export { buttonStyles, type ButtonLookProps } from './components/Button/button-styles';
export { passwordInputWrap, passwordToggle } from './components/PasswordField/password-styles';
export * from './components/Button/Button';
export * from './components/Spinner/Spinner';
export * from './forms';
export * from './data';
export * from './feedback';
