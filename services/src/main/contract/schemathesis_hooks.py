"""Schemathesis hooks for the api contract test (openapi-contract.int.spec.ts), loaded through SCHEMATHESIS_HOOKS.

Each hook is a rule of the api that OpenAPI 3.0 has no keyword for; nothing else is changed.
"""

import schemathesis


def _has_proto_key(value):
    if isinstance(value, dict):
        return "__proto__" in value or any(_has_proto_key(v) for v in value.values())
    if isinstance(value, list):
        return any(_has_proto_key(v) for v in value)
    return False


@schemathesis.hook
def filter_body(context, body):
    # The api refuses a JSON body with a "__proto__" key at any depth (prototype poisoning, fastify's
    # onProtoPoisoning: 'error') with 400. OpenAPI 3.0 cannot name a forbidden property name (no propertyNames), so a
    # body schema that allows additional properties would call such a body valid: such bodies are not generated.
    return not _has_proto_key(body)
