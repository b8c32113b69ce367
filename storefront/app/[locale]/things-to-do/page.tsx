import { listMetadata, listPage } from '../../../components/layout/RoutePages';

export const generateMetadata = listMetadata('thingsToDoTitle');
export default listPage('thingsToDoTitle');
