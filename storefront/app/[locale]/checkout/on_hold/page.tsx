import { resultMetadata, resultPage } from '../../../../components/RoutePages';

export const metadata = resultMetadata;
export default resultPage('on_hold');
