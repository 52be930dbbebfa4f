import { describe, expect, it } from 'vitest';
import { inputOfText, newMethodText, textOfMethod } from '../../../src/features/admin/delivery/method-form.ts';

describe("the delivery method form's per-vehicle charges", () => {
  const pallet = { ...newMethodText('courier-1'), id: 'pallet-standard', surchargesPerConsignment: ['restrictedAccess', 'zone'] };

  it('sends the ticked charges in the API’s order, whatever order they were ticked in', () => {
    const read = inputOfText(pallet);
    expect(read.ok && read.input.surchargesPerConsignment).toEqual(['zone', 'restrictedAccess']);
  });

  it('sends an empty list when every box is unticked, so the method stops charging per vehicle', () => {
    const read = inputOfText({ ...pallet, surchargesPerConsignment: [] });
    expect(read.ok && read.input.surchargesPerConsignment).toEqual([]);
  });

  it('reads a saved method’s list into the form and back unchanged', () => {
    const read = inputOfText(pallet);
    if (!read.ok) throw new Error('the form should read');
    const saved = { ...read.input, retired: false, slots: [], zones: read.input.zones };
    expect(textOfMethod(saved as Parameters<typeof textOfMethod>[0]).surchargesPerConsignment).toEqual(['zone', 'restrictedAccess']);
  });

  it('starts a new method with nothing charged per vehicle', () => {
    expect(newMethodText('courier-1').surchargesPerConsignment).toEqual([]);
  });
});
