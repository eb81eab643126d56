import { exportsApi } from '@shared/api/exports';
import { hrefOf } from '@/lib/api-client';

/** Every account as a spreadsheet file (the server names it users-{date}.csv). */
export const USERS_CSV_PATH = hrefOf(exportsApi.users);
