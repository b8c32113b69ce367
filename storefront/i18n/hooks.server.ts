// `#i18n/hooks` under the react-server condition (package.json `imports`): a component server-rendered as a server
// component reads next-intl's own hooks there, which take the request's messages and cost the browser nothing.
export { useLocale, useTranslations } from 'next-intl';
