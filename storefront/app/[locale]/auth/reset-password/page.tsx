import { authMetadata, authPage } from '../../../../components/layout/RoutePages';

export const generateMetadata = authMetadata('reset');
export default authPage('reset');
