import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { hashPassword } from '../../apps/server/src/modules/auth/password';

/** The administrator the accounts scenarios sign in as. */
export const BENCH_ADMIN = { email: 'bench-admin@example.test', password: 'bench-admin-password' };

const FIRST_NAMES = [
  'Somchai',
  'Anong',
  'Kittipong',
  'Malee',
  'Niran',
  'Pimchanok',
  'Sompong',
  'Wichai',
  'Ploy',
  'Arthit',
  'Siriporn',
  'Chaiya',
  'Nattaya',
  'Prasert',
  'Kanya',
  'Thana',
];
const SURNAME_HEADS = ['Sri', 'Chai', 'Wong', 'Suk', 'Rat', 'Thong', 'Kaew', 'Boon'];
const SURNAME_TAILS = ['sawat', 'phan', 'sri', 'chai', 'thong', 'kul', 'rak', 'dee'];
const SURNAMES = SURNAME_HEADS.flatMap((head) => SURNAME_TAILS.map((tail) => `${head}${tail}`));
const DOMAINS = ['example.com', 'mail.example.org', 'inbox.example.net', 'example.co.th'];

function textArray(values: readonly string[]) {
  return sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);
}

/**
 * `count` accounts in two set-based statements (users, then their profiles), one a second apart, newest last:
 * about 1% agents, 1% wholesale owners, 0.5% sellers, 10% registered customers, 20 administrators, the rest
 * customers, 1% deactivated. Names repeat as real ones do (1,024 first name and surname pairs), e-mail
 * addresses are unique. Then the administrator the scenarios sign in as.
 */
export async function seedBenchAccounts(db: TDb, count: number) {
  const firsts = textArray(FIRST_NAMES);
  const surnames = textArray(SURNAMES);
  const domains = textArray(DOMAINS);
  await db.execute(sql`
    insert into users (email, password_hash, created_at, last_sign_in_at, deactivated_at, email_verified_at)
    select 'user' || g || '@' || (${domains})[1 + g % 4], 'not-a-usable-hash',
      now() - ((${count} - g) || ' seconds')::interval,
      case when g % 3 = 0 then null else now() - ((g % 5000) || ' minutes')::interval end,
      case when g % 100 = 42 then now() else null end,
      case when g % 2 = 0 then now() else null end
    from generate_series(1, ${count}) g`);
  // One bulk insert: the per-row trigger that keeps account_role_counts is paused and the counts added at once.
  await db.execute(sql`alter table profiles disable trigger profiles_count_accounts_by_role`);
  await db.execute(sql`
    insert into profiles (id, username, role, created_at, updated_at)
    select u.id,
      (${firsts})[1 + n % 16] || ' ' || (${surnames})[1 + (n / 16) % 64],
      case
        when n % 5000 = 7 then 'admin'
        when n % 100 = 1 then 'agent'
        when n % 100 = 2 then 'wholesale_owner'
        when n % 200 = 3 then 'wholesale_seller'
        when n % 10 = 4 then 'registered_customer'
        else 'customer'
      end,
      u.created_at, u.created_at
    from (select id, created_at, substring(email from '^user([0-9]+)@')::int as n from users where email like 'user%') u`);
  await db.execute(sql`alter table profiles enable trigger profiles_count_accounts_by_role`);
  await db.execute(sql`
    insert into account_role_counts (role, accounts)
    select role, count(*) from profiles p join users u on u.id = p.id where u.email like 'user%' group by role
    on conflict (role) do update set accounts = account_role_counts.accounts + excluded.accounts`);
  const passwordHash = await hashPassword(BENCH_ADMIN.password);
  await db.execute(sql`
    with admin as (
      insert into users (email, password_hash, email_verified_at) values (${BENCH_ADMIN.email}, ${passwordHash}, now())
      returning id
    )
    insert into profiles (id, username, role) select id, 'Bench Admin', 'admin' from admin`);
}

/** What an administrator does on /accounts: the default page and its next pages, a role card, a search. */
export function accountScenarios() {
  const base = '/api/admin/accounts';
  return [
    { name: 'accounts: default page (pages 1-5)', paths: [1, 2, 3, 4, 5].map((page) => `${base}?page=${page}`) },
    {
      name: 'accounts: role filter (agent, wholesale_owner, admin)',
      paths: ['agent', 'wholesale_owner', 'admin'].map((role) => `${base}?role=${role}`),
    },
    {
      name: 'accounts: e-mail fragment (e.g. "user4242")',
      paths: ['user4242', 'USER1717', 'r98765@', 'user3141'].map((q) => `${base}?q=${encodeURIComponent(q)}`),
    },
    {
      name: 'accounts: name fragment (e.g. "malee boonrak", ~100 matches)',
      paths: ['malee boonrak', 'anong srisawat', 'niran kaewd', 'chaiya wongkul'].map(
        (q) => `${base}?q=${encodeURIComponent(q)}`,
      ),
    },
  ];
}
