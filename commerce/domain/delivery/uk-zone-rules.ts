import { zoneRules, type ZoneRule } from './zones.ts';

/**
 * The default zone table, after the "Highlands and Islands" lists UK parcel and pallet
 * networks publish. Islands come before Highlands because both share areas (IV, KW, PA, PH).
 * Anything unlisted is mainland. Seed data: each shop stores and edits its own copy.
 */
export const UK_ZONE_RULES: readonly ZoneRule[] = [
  // British Forces Post Office addresses go through the MoD, not a courier.
  ...zoneRules('notServed', ['BF']),
  ...zoneRules('northernIreland', ['BT']),
  ...zoneRules('islesOfManAndChannel', ['IM', 'JE', 'GY']),
  ...zoneRules('islands', [
    'HS', // Outer Hebrides
    'ZE', // Shetland
    'KW15-KW17', // Orkney
    'IV41-IV49', // Skye and Raasay
    'IV51',
    'IV55-IV56',
    'PA20', // Bute
    'PA41-PA49', // Gigha, Islay
    'PA60-PA78', // Jura, Colonsay, Mull, Iona, Tiree, Coll
    'PH42-PH44', // Eigg, Rum, Canna
    'KA27-KA28', // Arran, Cumbrae
    'TR21-TR25', // Isles of Scilly
    'PO30-PO41', // Isle of Wight
  ]),
  ...zoneRules('highlands', [
    'IV1-IV28',
    'IV30-IV40', // IV40 is Kyle of Lochalsh, on the mainland side of the Skye bridge
    'IV52-IV54',
    'IV63',
    'KW1-KW14',
    'PH17-PH26',
    'PH30-PH41',
    'PH49-PH50',
    'PA21-PA40',
    'AB36-AB38',
    'AB55-AB56',
    'FK17-FK21', // Callander, Lochearnhead, Killin, Crianlarich
  ]),
];
