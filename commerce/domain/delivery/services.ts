import type { Pence } from '../money.ts';
import { courierService, type Courier, type ServiceType } from './methods.ts';

export interface AppliedService {
  type: ServiceType;
  name: string;
  /** True when the address requires it, so the shopper cannot remove it. */
  force: boolean;
  surchargePence: Pence;
  vatBasisPoints: number;
}

export type ServiceResolution =
  | { ok: true; services: AppliedService[]; restrictedAccessForced: boolean; unavailable: ServiceType[] }
  | { ok: false; code: 'RESTRICTED_ACCESS_UNAVAILABLE'; reason: string };

export interface ServiceRequest {
  /** The delivery address cannot take a full-size lorry (narrow lane, weight limit, no turning). */
  restrictedAccess: boolean;
  /** Services the shopper ticked. */
  requested: readonly ServiceType[];
}

/**
 * The services a delivery carries. A restricted-access address forces that service, and a
 * courier without it cannot deliver there at all. A requested service the courier lacks is
 * reported in `unavailable`, never dropped silently.
 */
export function resolveServices(courier: Courier, request: ServiceRequest, displayName: string): ServiceResolution {
  const services: AppliedService[] = [];
  const unavailable: ServiceType[] = [];
  const restricted = courierService(courier, 'restrictedAccess');
  if (request.restrictedAccess) {
    if (!restricted) {
      return {
        ok: false,
        code: 'RESTRICTED_ACCESS_UNAVAILABLE',
        reason: `${displayName} cannot reach addresses with restricted access; choose another delivery method.`,
      };
    }
    services.push(applied(restricted, true));
  }
  for (const type of new Set(request.requested)) {
    if (services.some((s) => s.type === type)) continue;
    const offered = courierService(courier, type);
    if (offered) services.push(applied(offered, false));
    else unavailable.push(type);
  }
  return { ok: true, services, restrictedAccessForced: request.restrictedAccess, unavailable };
}

function applied(
  service: { type: ServiceType; name: string; surchargePence: Pence; vatBasisPoints: number },
  force: boolean,
): AppliedService {
  return {
    type: service.type,
    name: service.name,
    force,
    surchargePence: service.surchargePence,
    vatBasisPoints: service.vatBasisPoints,
  };
}
