/** The seeded accounts; their logins are documented in the example's README. */
export const seededUsers = [
  { email: 'admin@etalage.test', password: 'Admin-etalage-1', firstName: 'Anna', lastName: 'de Beheerder', isAdmin: true, isEshop: false, gender: 2, dateOfBirth: '1985-04-12' },
  { email: 'webshop@etalage.test', password: 'Webshop-etalage-1', firstName: 'Wim', lastName: 'Winkelier', isAdmin: false, isEshop: true, gender: 1, dateOfBirth: '1979-09-30' },
  { email: 'shopper@etalage.test', password: 'Shopper-etalage-1', firstName: 'Sanne', lastName: 'de Vries', isAdmin: false, isEshop: false, gender: 2, dateOfBirth: '1992-01-21' },
] as const;
