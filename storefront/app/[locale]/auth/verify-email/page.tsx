import { authMetadata, authPage } from '../../../../components/layout/RoutePages';

export const generateMetadata = authMetadata('verify-email');
export default authPage('verify-email');
