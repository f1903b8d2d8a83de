// The admin-resources entity: the back office's six resources (spec §7), each one's list, record, create,
// update and delete calls described once. Code outside this folder imports it from here only.
export type { AdminResourceApi } from '../../components/admin/admin-resource.ts';
export {
  contactsApi,
  newsApi,
  observationsApi,
  stationListApi,
  stationsApi,
  unitsApi,
  usersApi,
} from './admin-resources.ts';
