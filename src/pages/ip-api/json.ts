/** `GET /ip-api/json`, the path spec 1 §7 names for the location call: the same answer as `/api/region`. */
export { GET } from '../api/region';
