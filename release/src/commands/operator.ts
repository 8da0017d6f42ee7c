// `wl-release operator add|remove <name>` · `operator list`: the console's operators, in the pin store.
import { actorOf, nowIso, withStore, type ReleaseOptions } from '../context';
import { refused, usage } from '../errors';
import { hashPassword, MIN_PASSWORD_LENGTH, OPERATOR_NAME, operatorsOf } from '../operators';

/** `operator add|remove|list`: the console's operators, in the pin store. */
export async function operatorCommand(
  options: ReleaseOptions,
  verb: string,
  name: string,
  readStdin: (() => Promise<string>) | undefined,
): Promise<{ text: string; operators?: string[]; operator?: string }> {
  if (!['add', 'remove', 'list'].includes(verb)) throw usage(`unknown operator command "${verb}" (add, remove or list)`);
  if (verb !== 'list' && !OPERATOR_NAME.test(name))
    throw usage(`"${name}" is not an operator name (2-32 lower-case letters, digits, ".", "-" or "_", starting with a letter)`);
  let password = '';
  if (verb === 'add') {
    if (!readStdin) throw usage('operator add reads the password from stdin: pipe it in');
    password = (await readStdin()).replace(/\r?\n$/, '');
    if (password.length < MIN_PASSWORD_LENGTH)
      throw usage(`the password must be at least ${MIN_PASSWORD_LENGTH} characters (read from stdin)`);
  }
  return withStore(options, async (store) => {
    const operators = operatorsOf(store);
    if (verb === 'list') {
      const names = (await operators.list()).map((o) => o.name);
      return { text: names.length ? `${names.join('\n')}\n` : 'no operators\n', operators: names };
    }
    if (verb === 'remove') {
      if (!(await operators.remove(name))) throw refused(`no operator "${name}" in ${store.where}`);
      return { text: `operator ${name} removed from ${store.where}\n`, operator: name };
    }
    await operators.put({ name, hash: await hashPassword(password), createdAt: nowIso(options), createdBy: actorOf(options) });
    return { text: `operator ${name} saved in ${store.where}\n`, operator: name };
  });
}
