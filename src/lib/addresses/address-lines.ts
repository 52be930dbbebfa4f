/** The parts of an address that say who receives it and where: what every printed address shows. */
export interface PrintableAddress {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  line1: string;
  line2: string | null;
  city: string;
  postCode: string;
}

/** "Ada Lovelace": either name may be missing (a saved address need not name anyone). */
export function addressee(address: Pick<PrintableAddress, 'firstName' | 'lastName'>): string {
  return [address.firstName, address.lastName].filter(Boolean).join(' ');
}

/** The address as it is printed, a line each, empty parts left out. */
export function addressLines(address: PrintableAddress): string[] {
  return [addressee(address), address.company, address.line1, address.line2, address.city, address.postCode].filter(
    (line): line is string => Boolean(line),
  );
}
