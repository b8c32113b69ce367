import { authMetadata, authPage } from '../../../../components/RoutePages';

export const generateMetadata = authMetadata('sign-in');
export default authPage('sign-in');
