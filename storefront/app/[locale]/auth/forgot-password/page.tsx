import { authMetadata, authPage } from '../../../../components/layout/RoutePages';

export const generateMetadata = authMetadata('forgot');
export default authPage('forgot');
