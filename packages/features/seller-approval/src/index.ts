export { SellerApproval } from './SellerApproval';
export type { SellerApprovalProps } from './SellerApproval';
