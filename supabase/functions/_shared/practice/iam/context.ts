// The request context a scenario describes: condition keys are case-insensitive
// (reference_policies_elements_condition.html), their values are kept as given. A string is a
// single-valued key, a list a multivalued one; an empty list counts as an absent key, as AWS
// treats a request without tags for aws:TagKeys.

export interface ContextEntry {
  values: readonly string[];
  multi: boolean;
}

export class RequestContext {
  private readonly entries = new Map<string, ContextEntry>();

  constructor(context: Readonly<Record<string, string | readonly string[]>> = {}, principal?: string | null) {
    for (const [key, value] of Object.entries(context)) {
      const values = typeof value === 'string' ? [value] : [...value];
      if (values.length > 0)
        this.entries.set(key.toLowerCase(), { values, multi: typeof value !== 'string' });
    }
    if (principal) this.addPrincipalKeys(principal);
  }

  get(key: string): ContextEntry | undefined {
    return this.entries.get(key.toLowerCase());
  }

  /** The keys AWS adds for every signed request, derived from the principal unless given. */
  private addPrincipalKeys(principal: string): void {
    this.addDerived('aws:PrincipalArn', principal);
    const match = /^arn:[^:]+:(iam|sts)::(\d{12}|[^:]*):(.*)$/.exec(principal);
    if (!match) return;
    const [, service, account, resource = ''] = match;
    if (account) this.addDerived('aws:PrincipalAccount', account);
    if (service === 'iam' && resource.startsWith('user/')) {
      // aws:username is the friendly name: the last part of user/path/name.
      this.addDerived('aws:username', resource.slice(resource.lastIndexOf('/') + 1));
      this.addDerived('aws:PrincipalType', 'User');
    } else if (service === 'sts' && resource.startsWith('assumed-role/')) {
      this.addDerived('aws:PrincipalType', 'AssumedRole');
    } else if (service === 'iam' && resource === 'root') {
      this.addDerived('aws:PrincipalType', 'Account');
    }
  }

  private addDerived(key: string, value: string): void {
    const lower = key.toLowerCase();
    if (!this.entries.has(lower)) this.entries.set(lower, { values: [value], multi: false });
  }
}
