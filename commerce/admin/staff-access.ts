// The order desk still imports staff access from here; everything else imports ../staff-access.ts.
export { requireStaff, type Staff } from '../staff-access.ts';
