import { authMetadata, authPage } from '../../../../components/RoutePages';

export const generateMetadata = authMetadata('reset');
export default authPage('reset');
