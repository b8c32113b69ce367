import { authMetadata, authPage } from '../../../../components/RoutePages';

export const generateMetadata = authMetadata('forgot');
export default authPage('forgot');
