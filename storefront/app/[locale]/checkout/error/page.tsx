import { resultMetadata, resultPage } from '../../../../components/layout/RoutePages';

export const metadata = resultMetadata;
export default resultPage('error');
