import { describe, expect, it } from 'vitest';
import { type PickupPoint, pickupPayload } from './pickupPoints';

const point: PickupPoint = {
  PublicAccessPointID: 'VS-BE-0001',
  ConsigneeName: 'Vitrine Bruxelles',
  Address: 'Rue Neuve 12',
  PostCode: '1000',
  City: 'Bruxelles',
  CountryId: 21,
  Distance: 0.8,
  StandardHoursOfOperation: 'Lundi: Fermé;Mardi: 10:00-19:00',
  PickupPointType: 'store',
  Geocode: { Latitude: 50.85, Longitude: 4.35 },
};
const billing = { firstName: 'Marie', lastName: 'Dubois' };

describe('the saved pickup point payload (spec 001 §3, exactly)', () => {
  it('has exactly the fields of the contract, the billing names as shipping names', () => {
    const payload = pickupPayload(point, { ShippingMethodId: 213, carrier: 'relaypost' }, billing);
    expect(payload).toEqual({
      ShippingFirstName: 'Marie',
      ShippingLastName: 'Dubois',
      ShippingMethodId: 213,
      PickupPointName: 'Vitrine Bruxelles',
      ShippingStreet1: 'Rue Neuve 12',
      ShippingPostalCode: '1000',
      ShippingCity: 'Bruxelles',
      ShippingCountryId: 21,
      ShippingPhoneNumber: null,
      Informations: null,
      StandardHoursOfOperation: 'Lundi: Fermé;Mardi: 10:00-19:00',
      LatestAirDropOffTime: null,
      AdditionalChargeIndicator: null,
      Comments: null,
      Distance: 0.8,
      SpecialInstructions: null,
      AdditionalComments: null,
      ExternalPickupPointRef: 'VS-BE-0001',
      PickupPointType: 'store',
      PickupPointId: null,
    });
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });

  it('sets PickupPointId for the static carrier only', () => {
    const method = (carrier: string) => ({ ShippingMethodId: 215, carrier });
    expect(pickupPayload(point, method('static'), billing).PickupPointId).toBe('VS-BE-0001');
    expect(pickupPayload(point, method('parcelbox'), billing).PickupPointId).toBeNull();
  });
});
