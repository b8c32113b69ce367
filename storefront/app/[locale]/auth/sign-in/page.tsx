import { authMetadata, authPage } from '../../../../components/layout/RoutePages';

export const generateMetadata = authMetadata('sign-in');
export default authPage('sign-in');
