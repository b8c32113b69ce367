import { listMetadata, listPage } from '../../../components/RoutePages';

export const generateMetadata = listMetadata('thingsToDoTitle');
export default listPage('thingsToDoTitle');
