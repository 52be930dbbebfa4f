import { useCallback, useEffect, useId, useState } from 'react';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import { useRefusableForm } from '../../../lib/forms/use-refusable-form.ts';
import type { AdminSession } from '../admin-session.ts';
import {
  type AdminCourierFieldsFragment,
  AdminCreateDeliveryMethodDocument,
  type AdminDeliveryMethodFieldsFragment,
  type AdminDeliverySetupQuery,
  AdminDeliverySetupDocument,
  AdminRetireDeliveryMethodDocument,
  AdminSetCourierServicesDocument,
  type AdminShippingGroup,
  type AdminTimedDisplayType,
  AdminUpdateDeliveryMethodDocument,
} from '../gql/graphql.ts';
import { useOnce } from '../use-once.ts';
import {
  inputOfText,
  type MethodText,
  newMethodText,
  PER_CONSIGNMENT_WORDS,
  type PerConsignmentCharge,
  textOfMethod,
  WEEKDAY_WORDS,
  ZONE_ORDER,
  ZONE_WORDS,
} from './method-form.ts';

type Method = AdminDeliveryMethodFieldsFragment;
type Setup = AdminDeliverySetupQuery['adminDeliverySetup'];

const pounds = (amount: number) => `£${amount.toFixed(2)}`;

/** What a method costs and where it goes, in one line for its summary. */
function summaryOf(method: Method): string {
  const free = method.freeOver === null ? '' : `, free from ${pounds(method.freeOver)}`;
  const zones = method.zones.map((zone) => ZONE_WORDS[zone.zone]).join(', ');
  return `${pounds(method.price)}${free}; ${zones}${method.retired ? ' (retired)' : ''}`;
}

/** Delivery methods: each one's rule, edited as a form, added, or retired. */
export function DeliveryMethods({ session, onNews }: { session: AdminSession; onNews: (news: string) => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const { busy, problem, setProblem, run } = useOnce();

  const load = useCallback(() => {
    void session
      .execute(AdminDeliverySetupDocument, { tenant: session.tenant })
      .then((reply) => setSetup(reply.adminDeliverySetup))
      .catch((error: Error) => setProblem(error.message));
  }, [session, setProblem]);
  useEffect(load, [load]);

  const replace = (method: Method) =>
    setSetup(
      (now) => now && { ...now, methods: [...now.methods.filter((one) => one.id !== method.id), method].sort((a, b) => a.sort - b.sort) },
    );

  const retire = (method: Method) =>
    run(async () => {
      if (!window.confirm(`Retire ${method.name}? Checkout stops offering it; orders placed with it keep it.`)) return;
      replace(
        (await session.execute(AdminRetireDeliveryMethodDocument, { tenant: session.tenant, id: method.id })).adminRetireDeliveryMethod,
      );
      onNews(`${method.name} is retired: checkout no longer offers it.`);
    });

  return (
    <>
      <h3>Delivery methods</h3>
      <p>
        Checkout offers a change within a minute; the delivery-charges page shows it after the site's rebuild, which saving starts. A
        courier's services (book-in call, tail-lift) and cut-off apply to each of its methods.
      </p>
      <FormAlert message={problem} />
      {setup === null && !problem && <p>Loading the delivery methods…</p>}
      {setup && (
        <>
          {setup.methods.map((method) => (
            <details key={`${method.id}/${method.retired}`} className="admin-method">
              <summary>
                <strong>{method.name}</strong> – {summaryOf(method)}
              </summary>
              {method.retired ? (
                <p>Retired: not offered at checkout. Orders placed with it still show it.</p>
              ) : (
                <>
                  <MethodForm
                    setup={setup}
                    initial={textOfMethod(method)}
                    creating={false}
                    session={session}
                    onSaved={(saved) => {
                      replace(saved);
                      onNews(`${saved.name} is saved.`);
                    }}
                  />
                  <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => retire(method)}>
                    Retire {method.name}
                  </button>
                </>
              )}
            </details>
          ))}
          <h4>Couriers' services</h4>
          {setup.couriers.map((courier) => (
            <details key={JSON.stringify(courier)} className="admin-method">
              <summary>
                <strong>{courier.name}</strong> – {courier.services.map((service) => service.name).join(', ') || 'no services'}
              </summary>
              <CourierServicesForm
                courier={courier}
                session={session}
                onSaved={(saved) => {
                  setSetup((now) => now && { ...now, couriers: now.couriers.map((one) => (one.id === saved.id ? saved : one)) });
                  onNews(`${saved.name}'s services are saved.`);
                }}
              />
            </details>
          ))}
          <details className="admin-method">
            <summary>
              <strong>Add a delivery method</strong>
            </summary>
            <MethodForm
              key={setup.methods.length}
              setup={setup}
              initial={newMethodText(setup.couriers[0]?.id ?? '')}
              creating
              session={session}
              onSaved={(saved) => {
                replace(saved);
                onNews(`${saved.name} is added: checkout offers it where it reaches.`);
              }}
            />
          </details>
        </>
      )}
    </>
  );
}

function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  error?: string | undefined;
  onValue: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={`field${props.error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onValue(event.currentTarget.value as T)}
      >
        {props.options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
      {props.error && (
        <span id={`${id}-error`} className="field__error">
          {props.error}
        </span>
      )}
    </div>
  );
}

const GROUPS: readonly (readonly [AdminShippingGroup, string])[] = [
  ['van', 'Our vans (log crates)'],
  ['pallet', 'Pallet network (pellets)'],
  ['parcel', 'Parcel (small things)'],
];
const DISPLAY_TYPES: readonly (readonly [AdminTimedDisplayType, string])[] = [
  ['buttons', 'Buttons'],
  ['dropdown', 'A drop-down list'],
];

function MethodForm(props: {
  setup: Setup;
  initial: MethodText;
  creating: boolean;
  session: AdminSession;
  onSaved: (method: Method) => void;
}) {
  const { setup, creating, session } = props;
  const [text, setText] = useState(props.initial);
  const { errors, general, saving, form, submit, refuse } = useRefusableForm();
  const set =
    <K extends keyof MethodText>(field: K) =>
    (value: MethodText[K]) =>
      setText((now) => ({ ...now, [field]: value }));
  const courier = setup.couriers.find((one) => one.id === text.courierId);
  const areasOf = (zone: string) => setup.zones.find((one) => one.zone === zone)?.areas ?? [];

  return (
    <form
      ref={form}
      className="admin-form"
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        const typed = inputOfText(text);
        if (!typed.ok) {
          refuse(typed.errors, null);
          return;
        }
        void submit(async () => {
          const variables = { tenant: session.tenant, input: typed.input };
          props.onSaved(
            creating
              ? (await session.execute(AdminCreateDeliveryMethodDocument, variables)).adminCreateDeliveryMethod
              : (await session.execute(AdminUpdateDeliveryMethodDocument, variables)).adminUpdateDeliveryMethod,
          );
          if (creating) setText(props.initial);
        });
      }}
    >
      <fieldset>
        <legend>Name</legend>
        {creating && (
          <Field
            label="Id"
            value={text.id}
            error={errors.id}
            hint="Lower-case letters, digits and hyphens, e.g. van-express; fixed once added."
            onValue={set('id')}
          />
        )}
        <Field label="Name staff use" value={text.name} error={errors.name} onValue={set('name')} />
        <Field label="Name shoppers see" value={text.displayName} error={errors.displayName} onValue={set('displayName')} />
        <Field label="Description" value={text.description} error={errors.description} onValue={set('description')} />
        <Choice
          label="Courier"
          value={text.courierId}
          options={setup.couriers.map((one) => [one.id, `${one.name} (cut-off ${one.cutoffTime})`] as const)}
          error={errors.courierId}
          onValue={set('courierId')}
        />
        {courier && courier.services.length > 0 && (
          <p className="field__hint">
            Services:{' '}
            {courier.services
              .map((service) => `${service.name} (${service.surcharge > 0 ? pounds(service.surcharge) : 'free'})`)
              .join('; ')}
            .
          </p>
        )}
        <Choice label="Carries" value={text.group} options={GROUPS} error={errors.group} onValue={set('group')} />
      </fieldset>
      <fieldset>
        <legend>Price</legend>
        <Field
          label="Price (£, VAT included)"
          inputMode="decimal"
          value={text.price}
          error={errors.price}
          hint="For the first package."
          onValue={set('price')}
        />
        <Field
          label="Each further package (£)"
          inputMode="decimal"
          value={text.perPackagePrice}
          error={errors.perPackagePrice}
          hint="Empty: further packages are free."
          onValue={set('perPackagePrice')}
        />
        <Field
          label="Free delivery from (£ of goods)"
          inputMode="decimal"
          value={text.freeOver}
          error={errors.freeOver}
          hint="Empty: never free."
          onValue={set('freeOver')}
        />
        <Field
          label="Free from, other sales channels (£)"
          inputMode="decimal"
          value={text.salesChannelFreeOver}
          error={errors.salesChannelFreeOver}
          hint="Empty: never free."
          onValue={set('salesChannelFreeOver')}
        />
        <Field
          label="Surcharge on every delivery (£)"
          inputMode="decimal"
          value={text.surcharge}
          error={errors.surcharge}
          hint="e.g. fuel; never waived."
          onValue={set('surcharge')}
        />
        <Field
          label="VAT rate (%)"
          inputMode="decimal"
          value={text.vatRatePercent}
          error={errors.vatRatePercent}
          onValue={set('vatRatePercent')}
        />
        <Field
          label="Surcharge VAT rate (%)"
          inputMode="decimal"
          value={text.surchargeVatRatePercent}
          error={errors.surchargeVatRatePercent}
          onValue={set('surchargeVatRatePercent')}
        />
      </fieldset>
      <fieldset aria-describedby={errors.zones ? `${text.id}-zones-error` : undefined}>
        <legend>Where it goes</legend>
        {errors.zones && (
          <p id={`${text.id}-zones-error`} className="field__error" role="alert" tabIndex={-1}>
            {errors.zones}
          </p>
        )}
        {ZONE_ORDER.map((zone) => {
          const typed = text.zones[zone];
          const setZone = (change: Partial<typeof typed>) =>
            setText((now) => ({ ...now, zones: { ...now.zones, [zone]: { ...now.zones[zone], ...change } } }));
          const areas = areasOf(zone);
          return (
            <fieldset key={zone} className="admin-zone">
              <legend>
                <label className="choice">
                  <input type="checkbox" checked={typed.reached} onChange={(event) => setZone({ reached: event.currentTarget.checked })} />
                  {ZONE_WORDS[zone]}
                </label>
              </legend>
              <p className="field__hint">{areas.length > 0 ? `Postcodes: ${areas.join(', ')}.` : 'Every postcode not in another zone.'}</p>
              {typed.reached && (
                <>
                  <Field
                    label={`${ZONE_WORDS[zone]}: surcharge (£)`}
                    inputMode="decimal"
                    value={typed.surcharge}
                    onValue={(surcharge) => setZone({ surcharge })}
                  />
                  <Field
                    label={`${ZONE_WORDS[zone]}: fewest working days in transit`}
                    inputMode="numeric"
                    value={typed.transitMin}
                    onValue={(transitMin) => setZone({ transitMin })}
                  />
                  <Field
                    label={`${ZONE_WORDS[zone]}: most working days in transit`}
                    inputMode="numeric"
                    value={typed.transitMax}
                    onValue={(transitMax) => setZone({ transitMax })}
                  />
                </>
              )}
            </fieldset>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>Weight</legend>
        <Field
          label="Lightest order (kg)"
          inputMode="decimal"
          value={text.minWeightKg}
          error={errors.minWeightGrams}
          onValue={set('minWeightKg')}
        />
        <Field
          label="Heaviest order (kg)"
          inputMode="decimal"
          value={text.maxWeightKg}
          error={errors.maxWeightGrams}
          hint="Empty: no limit."
          onValue={set('maxWeightKg')}
        />
        <Field
          label="One package holds (kg)"
          inputMode="decimal"
          value={text.packageWeightKg}
          error={errors.packageWeightGrams}
          onValue={set('packageWeightKg')}
        />
        <Field
          label="Most packages on one vehicle"
          inputMode="numeric"
          value={text.maxPackagesPerConsignment}
          error={errors.maxPackagesPerConsignment}
          hint="Empty: one vehicle takes them all."
          onValue={set('maxPackagesPerConsignment')}
        />
        <fieldset
          className="account-choices"
          aria-describedby={errors.surchargesPerConsignment ? `${text.id}-per-vehicle-error` : undefined}
        >
          <legend className="field__label">Charged again for each vehicle an order needs</legend>
          {(Object.entries(PER_CONSIGNMENT_WORDS) as [PerConsignmentCharge, string][]).map(([kind, words]) => (
            <label key={kind} className="choice">
              <input
                type="checkbox"
                checked={text.surchargesPerConsignment.includes(kind)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setText((now) => ({
                    ...now,
                    surchargesPerConsignment: on
                      ? [...now.surchargesPerConsignment, kind]
                      : now.surchargesPerConsignment.filter((one) => one !== kind),
                  }));
                }}
              />
              {words}
            </label>
          ))}
          {errors.surchargesPerConsignment && (
            <span className="field__error" id={`${text.id}-per-vehicle-error`}>
              {errors.surchargesPerConsignment}
            </span>
          )}
        </fieldset>
      </fieldset>
      <fieldset>
        <legend>Days</legend>
        <fieldset className="account-choices">
          <legend className="field__label">Delivers on</legend>
          {WEEKDAY_WORDS.map((day, index) => (
            <label key={day} className="choice">
              <input
                type="checkbox"
                checked={text.deliveryWeekdays.includes(index + 1)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setText((now) => ({
                    ...now,
                    deliveryWeekdays: on ? [...now.deliveryWeekdays, index + 1] : now.deliveryWeekdays.filter((one) => one !== index + 1),
                  }));
                }}
              />
              {day}
            </label>
          ))}
          {errors.deliveryWeekdays && <span className="field__error">{errors.deliveryWeekdays}</span>}
        </fieldset>
        <Field
          label="Days to pack before dispatch"
          inputMode="numeric"
          value={text.handlingDays}
          error={errors.handlingDays}
          onValue={set('handlingDays')}
        />
        <Field
          label="Delivery dates offered"
          inputMode="numeric"
          value={text.generateCount}
          error={errors.generateCount}
          onValue={set('generateCount')}
        />
        <Field
          label="Priority (lowest is offered first)"
          inputMode="numeric"
          value={text.priority}
          error={errors.priority}
          onValue={set('priority')}
        />
        <Field label="Order in lists" inputMode="numeric" value={text.sort} error={errors.sort} onValue={set('sort')} />
        <Field
          label="Date format"
          value={text.deliveryDateDisplayFormat}
          error={errors.deliveryDateDisplayFormat}
          hint="e.g. EEEE d MMMM (Thursday 3 December)."
          onValue={set('deliveryDateDisplayFormat')}
        />
      </fieldset>
      <fieldset>
        <legend>Timed slots</legend>
        <label className="choice">
          <input type="checkbox" checked={text.timedEnabled} onChange={(event) => set('timedEnabled')(event.currentTarget.checked)} />
          Offer timed slots
        </label>
        <Choice label="Shown as" value={text.timedDisplayType} options={DISPLAY_TYPES} onValue={set('timedDisplayType')} />
        {errors.slots && (
          <p className="field__error" role="alert" tabIndex={-1}>
            {errors.slots}
          </p>
        )}
        {text.slots.map((slot, index) => {
          const setSlot = (change: Partial<typeof slot>) =>
            setText((now) => ({ ...now, slots: now.slots.map((one, at) => (at === index ? { ...one, ...change } : one)) }));
          const name = slot.label || `slot ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots have no id until saved; their place is who they are.
            <fieldset key={index} className="admin-zone">
              <legend>{name}</legend>
              <Field label={`${name}: code`} value={slot.code} hint="e.g. AM" onValue={(code) => setSlot({ code })} />
              <Field label={`${name}: label`} value={slot.label} hint="e.g. Morning" onValue={(label) => setSlot({ label })} />
              <Field label={`${name}: price (£)`} inputMode="decimal" value={slot.price} onValue={(price) => setSlot({ price })} />
              <Field
                label={`${name}: hours`}
                value={slot.description}
                hint="e.g. Between 8am and 12 noon."
                onValue={(description) => setSlot({ description })}
              />
              <button
                type="button"
                className="button"
                onClick={() => setText((now) => ({ ...now, slots: now.slots.filter((_, at) => at !== index) }))}
              >
                Remove {name}
              </button>
            </fieldset>
          );
        })}
        <button
          type="button"
          className="button"
          onClick={() => setText((now) => ({ ...now, slots: [...now.slots, { code: '', label: '', price: '0', description: '' }] }))}
        >
          Add a slot
        </button>
      </fieldset>
      {general && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {general}
        </p>
      )}
      <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
        {saving ? 'Saving…' : creating ? 'Add this method' : `Save ${props.initial.name}`}
      </button>
    </form>
  );
}

const SERVICE_WORDS = {
  bookIn: { title: 'Book-in call', hint: 'The courier phones to agree the day.' },
  restrictedAccess: { title: 'Restricted access', hint: 'A tail-lift or smaller vehicle for addresses a lorry cannot reach.' },
} as const;

type ServiceType = keyof typeof SERVICE_WORDS;

/** A courier's book-in call and restricted-access service: offered or not, and on what terms. */
function CourierServicesForm(props: {
  courier: AdminCourierFieldsFragment;
  session: AdminSession;
  onSaved: (courier: AdminCourierFieldsFragment) => void;
}) {
  const { courier, session } = props;
  const [typed, setTyped] = useState(() =>
    (Object.keys(SERVICE_WORDS) as ServiceType[]).map((type) => {
      const service = courier.services.find((one) => one.type === type);
      return {
        type,
        offered: Boolean(service),
        name: service?.name ?? SERVICE_WORDS[type].title,
        description: service?.description ?? '',
        surcharge: String(service?.surcharge ?? 0),
        vatRatePercent: String(service?.vatRatePercent ?? 20),
      };
    }),
  );
  const { errors, general, saving, form, submit } = useRefusableForm();
  const change = (type: ServiceType, patch: Partial<(typeof typed)[number]>) =>
    setTyped((now) => now.map((one) => (one.type === type ? { ...one, ...patch } : one)));

  return (
    <form
      ref={form}
      className="admin-form"
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(async () => {
          const services = typed
            .filter((one) => one.offered)
            .map((one) => ({
              type: one.type,
              name: one.name,
              description: one.description,
              surcharge: Number(one.surcharge),
              vatRatePercent: Number(one.vatRatePercent),
            }));
          const variables = { tenant: session.tenant, courierId: courier.id, services };
          props.onSaved((await session.execute(AdminSetCourierServicesDocument, variables)).adminSetCourierServices);
        });
      }}
    >
      {typed.map((one, index) => {
        const errorOf = (field: string) => errors[`services.${index}.${field}`];
        const label = `${courier.name}: ${SERVICE_WORDS[one.type].title.toLowerCase()}`;
        return (
          <fieldset key={one.type} className="admin-zone">
            <legend>
              <label className="choice">
                <input
                  type="checkbox"
                  checked={one.offered}
                  onChange={(event) => change(one.type, { offered: event.currentTarget.checked })}
                />
                {SERVICE_WORDS[one.type].title}
              </label>
            </legend>
            <p className="field__hint">{SERVICE_WORDS[one.type].hint}</p>
            {one.offered && (
              <>
                <Field
                  label={`${label}, name shoppers see`}
                  value={one.name}
                  error={errorOf('name') ?? errors.services}
                  onValue={(name) => change(one.type, { name })}
                />
                <Field
                  label={`${label}, description`}
                  value={one.description}
                  error={errorOf('description')}
                  onValue={(description) => change(one.type, { description })}
                />
                <Field
                  label={`${label}, surcharge (£)`}
                  inputMode="decimal"
                  value={one.surcharge}
                  error={errorOf('surchargePence')}
                  onValue={(surcharge) => change(one.type, { surcharge })}
                />
                <Field
                  label={`${label}, VAT rate (%)`}
                  inputMode="decimal"
                  value={one.vatRatePercent}
                  error={errorOf('vatBasisPoints')}
                  onValue={(vatRatePercent) => change(one.type, { vatRatePercent })}
                />
              </>
            )}
          </fieldset>
        );
      })}
      {general && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {general}
        </p>
      )}
      <button type="submit" className="button" aria-disabled={saving || undefined}>
        {saving ? 'Saving…' : `Save ${courier.name}'s services`}
      </button>
    </form>
  );
}
