import { listMetadata, listPage } from '../../../components/RoutePages';

export const generateMetadata = listMetadata('title');
export default listPage('title');
