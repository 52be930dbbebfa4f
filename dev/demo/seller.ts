import type { SellerIdentity } from '../../commerce/domain/seller.ts';

/**
 * The demo shop's seller: fictitious throughout (the VAT number only passes HMRC's check
 * digits; the company number, phone and address belong to no one). The origin is where
 * `npm start` serves, so links in local mail open the local shop.
 */
export const SEED_SELLER: SellerIdentity = {
  legalName: 'Hearth Fuels Ltd',
  tradingName: 'Hearth',
  addressLines: ['Unit 4, Charnwood Yard', 'Meadow Lane', 'Loughborough', 'LE11 1ZZ'],
  vatNumber: 'GB123456782',
  companyNumber: '09999999',
  email: 'hello@hearth.example',
  phone: '01509 000000',
  siteUrl: 'http://localhost:4321',
  openingHours: ['Monday to Friday: 8am to 5pm', 'Saturday: 9am to 1pm', 'Sunday and bank holidays: closed'],
};
