// The mail feature and the test card frame still import these from here; everything else imports ../http-routes.ts.
export { type HttpRoute, readBody } from '../http-routes.ts';
