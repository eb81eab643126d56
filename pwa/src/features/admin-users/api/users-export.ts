/** GET /api/exports/users.csv: every account as a spreadsheet file (the server names it users-{date}.csv). */
export const USERS_CSV_PATH = '/api/exports/users.csv';
