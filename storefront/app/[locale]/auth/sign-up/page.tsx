import { authMetadata, authPage } from '../../../../components/RoutePages';

export const generateMetadata = authMetadata('sign-up');
export default authPage('sign-up');
