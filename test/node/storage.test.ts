/**
 * The widget's one storage adapter (src/storage.ts): versioned keys per distributor, a checker on
 * every read, a fresh start (never a throw) on corrupt or foreign data, memory where storage is
 * denied or full, and old keys read once across an upgrade.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { isRecord, storageKey, stored } from '../../src/storage.js';
import type { Checker } from '../../src/storage.js';
import {
  deniedStorage,
  freshDistributor,
  fullStorage,
  memoryStorage,
  withTabStorage,
} from './tab-storage.js';

interface Pet {
  name: string;
  legs: number;
}
const checkPet: Checker<Pet> = (v) =>
  isRecord(v) && typeof v.name === 'string' && typeof v.legs === 'number'
    ? { name: v.name, legs: v.legs }
    : null;

describe('storage adapter', () => {
  test('keys are versioned per name and distributor', () => {
    assert.equal(storageKey('booking-session', 'd-1'), 'tessera.v1.booking-session.d-1');
  });

  test('a value written is read back through the checker, in the given storage as JSON', () => {
    const storage = memoryStorage();
    const pet = stored('pet', 'd-1', checkPet, { storage });
    assert.equal(pet.read(), null);
    pet.write({ name: 'Rex', legs: 4 });
    assert.deepEqual(JSON.parse(storage.data.get('tessera.v1.pet.d-1')!), { name: 'Rex', legs: 4 });
    // A reload: a new handle on the same storage.
    assert.deepEqual(stored('pet', 'd-1', checkPet, { storage }).read(), { name: 'Rex', legs: 4 });
    assert.equal(stored('pet', 'd-2', checkPet, { storage }).read(), null);
    pet.clear();
    assert.equal(storage.data.size, 0);
  });

  test('corrupt, foreign or older data is a fresh start, never a throw, and is overwritten', () => {
    for (const raw of [
      '{not json',
      '',
      'null',
      '[]',
      '"Rex"',
      '42',
      '{"name":"Rex"}',
      '{"name":4,"legs":"four"}',
      '{"__proto__":{"legs":4},"name":"Rex"}',
    ]) {
      const storage = memoryStorage();
      storage.setItem('tessera.v1.pet.d-1', raw);
      const pet = stored('pet', 'd-1', checkPet, { storage });
      assert.equal(pet.read(), null, raw);
      pet.write({ name: 'Tom', legs: 4 });
      assert.deepEqual(pet.read(), { name: 'Tom', legs: 4 }, raw);
    }
  });

  test('a checker that throws reads as nothing', () => {
    const storage = memoryStorage();
    storage.setItem('tessera.v1.pet.d-1', '{}');
    const pet = stored(
      'pet',
      'd-1',
      () => {
        throw new Error('odd shape');
      },
      { storage },
    );
    assert.equal(pet.read(), null);
  });

  test('storage that throws on every call: the value lives in memory', () => {
    const storage = deniedStorage();
    const pet = stored('pet', 'd-1', checkPet, { storage });
    assert.equal(pet.read(), null);
    pet.write({ name: 'Rex', legs: 4 });
    assert.deepEqual(pet.read(), { name: 'Rex', legs: 4 });
    pet.clear();
    assert.equal(pet.read(), null);
    assert.ok(storage.calls > 0);
  });

  test('storage that is full: the new value is read back, never the older stored copy', () => {
    const storage = fullStorage({ 'tessera.v1.pet.d-1': '{"name":"Old","legs":3}' });
    const pet = stored('pet', 'd-1', checkPet, { storage });
    assert.deepEqual(pet.read(), { name: 'Old', legs: 3 });
    pet.write({ name: 'New', legs: 4 });
    assert.deepEqual(pet.read(), { name: 'New', legs: 4 });
    // And a reload finds no stale copy to resume.
    assert.equal(storage.getItem('tessera.v1.pet.d-1'), null);
  });

  test('null storage keeps the value in memory, private to that value', () => {
    const a = stored('pet', 'd-1', checkPet, { storage: null });
    const b = stored('pet', 'd-1', checkPet, { storage: null });
    a.write({ name: 'Rex', legs: 4 });
    assert.deepEqual(a.read(), { name: 'Rex', legs: 4 });
    assert.equal(b.read(), null);
  });

  test("by default the tab's sessionStorage, looked up when used", async () => {
    const d = freshDistributor();
    const tab = memoryStorage();
    await withTabStorage(tab, () => {
      stored('pet', d, checkPet).write({ name: 'Rex', legs: 4 });
    });
    assert.equal(tab.data.get(storageKey('pet', d)), '{"name":"Rex","legs":4}');
    await withTabStorage(tab, () => {
      assert.deepEqual(stored('pet', d, checkPet).read(), { name: 'Rex', legs: 4 });
    });
  });

  test("where the tab's storage is missing or denied, the page's memory holds the value", async () => {
    const d = freshDistributor();
    // Node has no sessionStorage at all.
    stored('pet', d, checkPet).write({ name: 'Rex', legs: 4 });
    assert.deepEqual(stored('pet', d, checkPet).read(), { name: 'Rex', legs: 4 });
    // Merely reading the global throws in some sandboxed frames.
    await withTabStorage('denied', () => {
      const e = freshDistributor();
      stored('pet', e, checkPet).write({ name: 'Tom', legs: 3 });
      assert.deepEqual(stored('pet', e, checkPet).read(), { name: 'Tom', legs: 3 });
      stored('pet', e, checkPet).clear();
      assert.equal(stored('pet', e, checkPet).read(), null);
    });
  });

  test('an old key is read once when the new one is empty, then moved to the new key', () => {
    const storage = memoryStorage();
    storage.setItem('old.pet.d-1', '{"name":"Rex","legs":4}');
    const legacy = { key: 'old.pet.d-1' };
    assert.deepEqual(stored('pet', 'd-1', checkPet, { storage, legacy }).read(), {
      name: 'Rex',
      legs: 4,
    });
    assert.equal(storage.getItem('old.pet.d-1'), null);
    assert.equal(storage.getItem('tessera.v1.pet.d-1'), '{"name":"Rex","legs":4}');
    assert.deepEqual(stored('pet', 'd-1', checkPet, { storage, legacy }).read(), {
      name: 'Rex',
      legs: 4,
    });
  });

  test('the new key wins over an old one; a corrupt old value is dropped, never a throw', () => {
    const storage = memoryStorage();
    storage.setItem('old.pet.d-1', '{"name":"Old","legs":3}');
    storage.setItem('tessera.v1.pet.d-1', '{"name":"New","legs":4}');
    const legacy = { key: 'old.pet.d-1' };
    assert.deepEqual(stored('pet', 'd-1', checkPet, { storage, legacy }).read(), {
      name: 'New',
      legs: 4,
    });
    storage.removeItem('tessera.v1.pet.d-1');
    storage.setItem('old.pet.d-1', '{broken');
    assert.equal(stored('pet', 'd-1', checkPet, { storage, legacy }).read(), null);
    assert.equal(storage.getItem('old.pet.d-1'), null);
  });

  test('an old plain-text value is read as text when the old release did not write JSON', () => {
    const storage = memoryStorage();
    storage.setItem('old.mark.d-1', 'r1 r2');
    const mark = stored('mark', 'd-1', (v) => (typeof v === 'string' ? v : null), {
      storage,
      legacy: { key: 'old.mark.d-1', text: true },
    });
    assert.equal(mark.read(), 'r1 r2');
    assert.equal(storage.getItem('tessera.v1.mark.d-1'), '"r1 r2"');
  });

  test('clearing a value clears its old key too', () => {
    const storage = memoryStorage();
    storage.setItem('old.pet.d-1', '{"name":"Rex","legs":4}');
    stored('pet', 'd-1', checkPet, { storage, legacy: { key: 'old.pet.d-1' } }).clear();
    assert.equal(storage.data.size, 0);
  });
});
