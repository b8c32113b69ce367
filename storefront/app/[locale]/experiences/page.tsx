import { listMetadata, listPage } from '../../../components/layout/RoutePages';

export const generateMetadata = listMetadata('title');
export default listPage('title');
