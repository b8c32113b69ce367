import { authMetadata, authPage } from '../../../../components/layout/RoutePages';

export const generateMetadata = authMetadata('sign-up');
export default authPage('sign-up');
