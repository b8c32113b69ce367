/**
 * Generated from the api's OpenAPI document (/openapi.json) by `npm run api-types`: do not edit by hand.
 * services/src/main/contract/api-types.int.spec.ts fails when this file and the document drift apart.
 */
export interface paths {
    "/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the e-mailed link (every session ends) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmPassword: string;
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password-reset link (same answer whether or not the account exists) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        locale?: "en" | "ar";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: {
            parameters: {
                query?: {
                    next?: string;
                    redirect?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        next?: string;
                        password: string;
                        redirect?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customer: {
                                csrfToken: string;
                                customerId: string;
                                email: string;
                                emailVerified: boolean;
                                firstName: string;
                                lastName: string;
                                phone: {
                                    countryCode: string;
                                    number: string;
                                };
                                roles: ("customer" | "ops" | "finance" | "supplier")[];
                            };
                            redirectTo: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out (ends this session) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer account and sign in */
        post: {
            parameters: {
                query?: {
                    next?: string;
                    redirect?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmPassword: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        locale?: "en" | "ar";
                        password: string;
                        phone: {
                            countryCode: string;
                            number: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customer: {
                                csrfToken: string;
                                customerId: string;
                                email: string;
                                emailVerified: boolean;
                                firstName: string;
                                lastName: string;
                                phone: {
                                    countryCode: string;
                                    number: string;
                                };
                                roles: ("customer" | "ops" | "finance" | "supplier")[];
                            };
                            redirectTo: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the e-mail address with the e-mailed link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-links/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking a signed booking link opens, and until when */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookingId: string;
                            expiresAt: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Find a guest booking by its order number and the buyer e-mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FoundBookings"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-lookup/code-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a code that opens the guest bookings made with an address (same answer whether or not there are any) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-lookup/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open the guest bookings of an address with the e-mailed code (works once, five tries) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FoundBookings"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/cancellation-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What cancelling items would cost now, under their policies */
        get: {
            parameters: {
                query?: {
                    items?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CancellationQuote"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/cancellations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel confirmed items; card money comes back within 24 h */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CancellationDone"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking's event stream (debugging, tests, audits) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/items/{itemId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry one failed item (card: answers with a new payment page for it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutAnswer"];
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutAnswer"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Try Again': retry every failed item, or the ones named */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutAnswer"];
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutAnswer"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking's status (the checkout result page) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookingStatus"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking's tickets (a QR code per traveller, or per item for per-item products) and whether each was checked in */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookingTickets"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a cart */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        currency?: "SAR" | "AED" | "USD" | "EUR";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description If-Match does not match the current revision */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A cart with its lines, discount, total and display amounts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/{id}/currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the currency the cart is shown and charged in (items in others are converted; checkout fixes the rate) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        currency: "SAR" | "AED" | "USD" | "EUR";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description If-Match does not match the current revision */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an item (prices come from the catalog) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        date: string;
                        experienceId: string;
                        extras?: {
                            extraId: string;
                            quantity: number;
                        }[];
                        optionId: string;
                        participants?: {
                            adult?: number;
                            child?: number;
                            infant?: number;
                        } | {
                            adult: unknown;
                        } | {
                            child: unknown;
                        } | {
                            infant: unknown;
                        };
                        pickup?: {
                            pointId: string;
                            time?: string;
                        };
                        quantity?: number;
                        startTime: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart: components["schemas"]["Cart"];
                            lineId: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description If-Match does not match the current revision */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/{id}/items/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an item (answers with its title for the confirmation) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    lineId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart: components["schemas"]["Cart"];
                            removed: {
                                date?: string;
                                lineId: string;
                                optionTitle?: components["schemas"]["LocalizedText"];
                                startTime?: string;
                                title?: components["schemas"]["LocalizedText"];
                            };
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description If-Match does not match the current revision */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change the travellers, items or extras of an item */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    lineId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        extras?: {
                            extraId: string;
                            quantity: number;
                        }[];
                        participants?: {
                            adult?: number;
                            child?: number;
                            infant?: number;
                        } | {
                            adult: unknown;
                        } | {
                            child: unknown;
                        } | {
                            infant: unknown;
                        };
                        quantity?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description If-Match does not match the current revision */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/carts/{id}/promo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Apply a promo code */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        replace?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description If-Match does not match the current revision */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        post?: never;
        /** Remove the promo code */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description If-Match does not match the current revision */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check availability and prices before checkout */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart: components["schemas"]["Cart"];
                            review: components["schemas"]["CartReview"];
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description If-Match does not match the current revision */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories with their number of bookable experiences */
        get: {
            parameters: {
                query?: {
                    /** @description Language of the returned texts. Default en. One of en, ar. */
                    locale?: "en" | "ar";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Category"][];
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a live chat with its first message (the answer carries the chat id, the key to it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        locale?: "en" | "ar";
                        message: string;
                        messageId: string;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatConversation"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chats/{chatId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A live chat, for the visitor who holds its id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chatId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatConversation"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chats/{chatId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The visitor's next message (the same messageId again is recorded once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chatId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        messageId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatConversation"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkin/departures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The departures on a date (a supplier sees only its own) */
        get: {
            parameters: {
                query: {
                    date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeparturesOnDate"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkin/manifest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A departure's manifest: guests, units, phone, pickup, extras, status and check-in (format=csv for a spreadsheet) */
        get: {
            parameters: {
                query: {
                    date: string;
                    experienceId: string;
                    format?: "json" | "csv";
                    locale?: "en" | "ar";
                    optionId: string;
                    startTime: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DepartureManifest"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkin/manifest/no-shows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After the start time: mark every ticket of the departure nobody checked in as a no-show (no refund: the product's policy) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        date: string;
                        experienceId: string;
                        optionId: string;
                        startTime: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NoShowsMarked"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkin/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check guests in: one scan, or the scans a phone queued while offline (answered one by one, in order) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        scans: {
                            code: string;
                            departure?: {
                                date: string;
                                experienceId: string;
                                optionId: string;
                                startTime: string;
                            };
                            scanId: string;
                            /** Format: date-time */
                            scannedAt: string;
                            /** @default  */
                            where?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ScanResults"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check out a cart: card (answers with the payment page) or pay later */
        post: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        buyer: {
                            /** Format: email */
                            email: string;
                            firstName: string;
                            lastName: string;
                            phone: {
                                countryCode: string;
                                number: string;
                            };
                        };
                        cartId: string;
                        /**
                         * @default en
                         * @enum {string}
                         */
                        locale?: "en" | "ar";
                        /** @enum {string} */
                        paymentMethod: "card" | "payLater";
                        returnUrl?: string;
                        taxBuyer?: {
                            address: {
                                building: string;
                                city: string;
                                /** @enum {string} */
                                country: "SA";
                                district: string;
                                postalZone: string;
                                street: string;
                            };
                            name: string;
                            vatNumber: string;
                        };
                    } | {
                        /** @enum {unknown} */
                        paymentMethod?: "payLater";
                    } | unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutAnswer"];
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutAnswer"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities with their number of bookable experiences, most popular first */
        get: {
            parameters: {
                query?: {
                    /** @description Language of the returned texts. Default en. One of en, ar. */
                    locale?: "en" | "ar";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["City"][];
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account's bookings and invoices */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerInvoices"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Development only: the email outbox of one address */
        get: {
            parameters: {
                query: {
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Development only: the whatsapp outbox of one address */
        get: {
            parameters: {
                query: {
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the contact or the feedback form
         * @description Idempotent: the same enquiryId (or Idempotency-Key header) with the same content answers with the same enquiry and appends nothing; with other content it is a 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        enquiryId?: string;
                        /**
                         * @default contact
                         * @enum {string}
                         */
                        kind?: "contact" | "feedback";
                        /** @enum {string} */
                        locale?: "en" | "ar";
                        message: string;
                        name: string;
                        phone?: {
                            countryCode: string;
                            number: string;
                        };
                        subject: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EnquiryReceived"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EnquiryReceived"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference exchange rates carts convert with (fixed per booking at checkout) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asOf: string;
                            rates: {
                                [key: string]: {
                                    [key: string]: number;
                                };
                            };
                            rounding: string;
                            source: string;
                        };
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/experiences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List experiences with filters, facets, sort and paging
         * @description Published experiences as localized summary cards. Filters of one kind are alternatives (OR), different filters combine (AND). Each facet counts against every other active filter. Page with page/limit (limit at most 50) for "Load More". Unknown parameters or values are a 400 problem naming the parameter and the accepted values.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A traveller's age in whole years from 0 to 120. */
                    age?: number;
                    /** @description Best for: adventure-seekers, culture-lovers, foodies, nature-lovers, photographers, relaxation, thrill-seekers, history-buffs. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    bestFor?: string | string[];
                    /** @description Category ids (see GET /categories). Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    category?: string | string[];
                    /** @description City ids (see GET /cities). Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    city?: string | string[];
                    /** @description Currency of priceMin/priceMax and of the price facet. Default SAR. One of SAR, AED, USD, EUR. */
                    currency?: "SAR" | "AED" | "USD" | "EUR";
                    /** @description Only experiences with a departure on this local date (YYYY-MM-DD), from today up to a year ahead. */
                    date?: string;
                    /** @description A city or country name in either script, or a city id. */
                    destination?: string;
                    /** @description Duration bands: up-to-1-hour, 1-4-hours, 4-hours-to-1-day, multi-day. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    duration?: string | string[];
                    /** @description Labels: bestseller, new, likely-to-sell-out, free-cancellation, skip-the-line, private-tour, top-rated. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    label?: string | string[];
                    /** @description Guide languages: en, ar, fr, de, es, ru, zh, hi, ur, it. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    language?: string | string[];
                    /** @description A page size from 1 to 50. */
                    limit?: number;
                    /** @description Language of the returned texts. Default en. One of en, ar. */
                    locale?: "en" | "ar";
                    /** @description Occasions: birthday, honeymoon, anniversary, family-day, corporate, eid, national-day, weekend-getaway. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    occasion?: string | string[];
                    /** @description A page number from 1 to 10000. */
                    page?: number;
                    /** @description A price in minor units of the currency (e.g. 15000 for 150.00), a whole number 0 or more. */
                    priceMax?: number;
                    /** @description A price in minor units of the currency (e.g. 15000 for 150.00), a whole number 0 or more. */
                    priceMin?: number;
                    /** @description Free text in English or Arabic (titles, cities, categories, descriptions). */
                    q?: string;
                    /** @description A minimum star rating from 0 to 5, such as 4 or 4.5. */
                    rating?: number;
                    /** @description Recipients: couples, families, kids, friends, solo, seniors, groups. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    recipient?: string | string[];
                    /** @description Order of the results. Default relevance when q is given, otherwise recommended. One of recommended, price-asc, price-desc, rating, relevance. */
                    sort?: "recommended" | "price-asc" | "price-desc" | "rating" | "relevance";
                    /** @description Theme ids (see GET /themes). Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    theme?: string | string[];
                    /** @description Start-time buckets: morning, afternoon, evening, night. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    timeOfDay?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResult"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/experiences/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Departures and remaining seats of an experience on a date
         * @description Remaining seats = capacity - unexpired holds - booked. When no option runs that date, options is empty, reason is 'noOptionOnDate' and message carries the spec's sentence.
         */
        get: {
            parameters: {
                query: {
                    /** @description The local date to check (YYYY-MM-DD), from today up to a year ahead. */
                    date: string;
                    /** @description Language of the returned texts. Default en. One of en, ar. */
                    locale?: "en" | "ar";
                };
                header?: never;
                path: {
                    /** @description Experience id (or either slug) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Availability"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/experiences/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An experience's reviews, newest first, with their count and average rating */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReviewsPage"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        /** Write a review (signed in, after the trip; one per customer per experience) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        displayName?: string;
                        /** @enum {string} */
                        locale?: "en" | "ar";
                        rating: number;
                        text: string;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReviewPublished"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/experiences/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Experience detail by slug (either locale) or id
         * @description A withdrawn experience still answers, with status 'unavailable', the spec's message and related experiences.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Language of the returned texts. Default en. One of en, ar. */
                    locale?: "en" | "ar";
                };
                header?: never;
                path: {
                    /** @description English or Arabic slug, or the experience id */
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExperienceDetail"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/einvoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ZATCA e-invoices, newest first, with ICV and status (finance) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: {
                                answeredAt: string | null;
                                billingReference: string | null;
                                bookingId: string;
                                egsId: string;
                                icv: number;
                                issuedAt: string;
                                /** @enum {string} */
                                kind: "invoice" | "creditNote" | "debitNote";
                                messages: {
                                    code: string;
                                    message: string;
                                }[];
                                number: string;
                                /** @enum {string} */
                                profile: "simplified" | "standard";
                                /** @enum {string} */
                                status: "waiting" | "reported" | "cleared" | "rejected";
                                total: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "SAR" | "AED" | "USD" | "EUR";
                                };
                                uuid: string;
                                vat: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "SAR" | "AED" | "USD" | "EUR";
                                };
                            }[];
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/einvoices/{uuid}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a rejected or waiting e-invoice to ZATCA again (the same signed bytes) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "waiting";
                            uuid: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The refund ledger, filtered, with per-currency totals of what it shows */
        get: {
            parameters: {
                query?: {
                    /** @description first request day shown (YYYY-MM-DD, UTC) */
                    from?: string;
                    status?: "pending" | "issued";
                    /** @description last request day shown (YYYY-MM-DD, UTC, inclusive) */
                    to?: string;
                    /** @description inside or outside the 24 h refund promise */
                    window?: "within" | "outside";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RefundLedger"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up or not (the detail is GET /ops/health) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "catching-up" | "degraded";
                        };
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not ready or overloaded */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "live";
                        };
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: stores reachable, read models caught up within the bound, not shutting down */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ready: boolean;
                            /** @enum {string} */
                            status: "ok" | "catching-up" | "degraded" | "draining";
                        };
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not ready or overloaded */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Experience, city or theme image as WebP: a breakpoint width, density 1 or 2, optional height with fit and background, quality */
        get: {
            parameters: {
                query?: {
                    /** @description Background behind a contained image, six hex digits without # (default ffffff). */
                    bg?: string;
                    /** @description Pixel density, 1 or 2 (default 1): 2 doubles the width and the height. */
                    dpr?: 1 | 2;
                    /** @description How the artwork fills the box: cover, contain, fill, inside, outside (default cover). */
                    fit?: "cover" | "contain" | "fill" | "inside" | "outside";
                    /** @description Height in pixels, 16-3072 (default: the artwork's 3:2 shape at the width). */
                    h?: number;
                    /** @description WebP quality, 30-95 (default 78). */
                    q?: number;
                    /** @description Width in pixels: 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072 (default 640). */
                    w?: 320 | 640 | 768 | 1024 | 1280 | 1536 | 2048 | 2560 | 3072;
                };
                header?: never;
                path: {
                    imageId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/webp */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": string;
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking's invoice */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Invoice"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{bookingId}/einvoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking's ZATCA e-invoices (QR, number, status)
         * @description Same access as the PDF invoice: the owner or staff, and a guest booking's also with the signed booking link from the buyer's e-mail (link).
         */
        get: {
            parameters: {
                query?: {
                    link?: string;
                };
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: {
                                answeredAt: string | null;
                                billingReference: string | null;
                                bookingId: string;
                                icv: number;
                                issuedAt: string;
                                /** @enum {string} */
                                kind: "invoice" | "creditNote" | "debitNote";
                                messages: {
                                    code: string;
                                    message: string;
                                }[];
                                number: string;
                                /** @enum {string} */
                                profile: "simplified" | "standard";
                                qr: string;
                                /** @enum {string} */
                                status: "waiting" | "reported" | "cleared" | "rejected";
                                total: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "SAR" | "AED" | "USD" | "EUR";
                                };
                                uuid: string;
                                vat: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "SAR" | "AED" | "USD" | "EUR";
                                };
                            }[];
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{bookingId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking's tax invoice as a PDF (VAT lines per country), in the reader's language
         * @description locale (en or ar; default: Accept-Language) chooses the language; the Arabic PDF runs right to left. Readable by whoever may read the invoice, and a guest booking's also with the signed booking link from the buyer's e-mail (link).
         */
        get: {
            parameters: {
                query?: {
                    link?: string;
                    locale?: "en" | "ar";
                };
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{bookingId}/xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking's ZATCA e-invoice as signed XML (UBL 2.1)
         * @description The tax invoice by default, or the credit/debit note named by `document` (its UUID). The bytes are the stored signed document; a cleared standard invoice is ZATCA's cleared copy. Same access as the PDF invoice: the owner or staff, and a guest booking's also with the signed booking link (link).
         */
        get: {
            parameters: {
                query?: {
                    document?: string;
                    link?: string;
                };
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signed XML */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/xml": string;
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            csrfToken: string;
                            customerId: string;
                            email: string;
                            emailVerified: boolean;
                            firstName: string;
                            lastName: string;
                            phone: {
                                countryCode: string;
                                number: string;
                            };
                            roles: ("customer" | "ops" | "finance" | "supplier")[];
                        };
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the e-mail verification link again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's bookings and invoices, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerInvoices"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (other sessions end) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmPassword: string;
                        currentPassword: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            csrfToken: string;
                            customerId: string;
                            email: string;
                            emailVerified: boolean;
                            firstName: string;
                            lastName: string;
                            phone: {
                                countryCode: string;
                                number: string;
                            };
                            roles: ("customer" | "ops" | "finance" | "supplier")[];
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bookings/{bookingId}/capture/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ops: run a capture the payment provider refused again (once the payment is sorted out there) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookingId: string;
                            job: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bookings/{bookingId}/items/{itemId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ops: answer an on-hold item for its supplier (confirmed or declined) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        answer: "confirmed" | "declined";
                        reference?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            answer: "confirmed" | "declined";
                            /** @enum {string} */
                            answeredBy: "ops";
                            bookingId: string;
                            itemId: string;
                            status: string;
                            supplierReference?: string | null;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bookings/{bookingId}/refunds/{refundId}/rerun": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ops: send an overdue refund to the payment provider again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                    refundId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookingId: string;
                            job: string;
                            refundId: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bookings/{bookingId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ops: retry the failed items of a booking (all of them, or the ones named) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookingId: string;
                            bookingStatus: string;
                            itemIds: string[];
                            statusUrl: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live chats, those waiting for an answer first (ops only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            chats: components["schemas"]["ChatConversation"][];
                        };
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/chats/{chatId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ops' answer in a live chat (ops only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chatId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        messageId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatConversation"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact and feedback messages, newest first (ops only) */
        get: {
            parameters: {
                query?: {
                    kind?: "contact" | "feedback";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enquiries: ({
                                /** Format: date-time */
                                at: string;
                                customerId: string | null;
                                /** Format: email */
                                email: string;
                                enquiryId: string;
                                /** @enum {string} */
                                kind: "contact" | "feedback";
                                /** @enum {string} */
                                locale: "en" | "ar";
                                message: string;
                                name: string;
                                phone: {
                                    countryCode: string;
                                    number: string;
                                } | null;
                                /** @enum {string} */
                                status: "new";
                                subject: string;
                            } | {
                                answeredAt: string;
                                answeredBy: string;
                                /** Format: date-time */
                                at: string;
                                customerId: string | null;
                                /** Format: email */
                                email: string;
                                enquiryId: string;
                                /** @enum {string} */
                                kind: "contact" | "feedback";
                                /** @enum {string} */
                                locale: "en" | "ar";
                                message: string;
                                name: string;
                                phone: {
                                    countryCode: string;
                                    number: string;
                                } | null;
                                /** @enum {string} */
                                status: "answered";
                                subject: string;
                            })[];
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/enquiries/{id}/answered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ops: mark an enquiry answered (recorded once, with who and when) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answeredAt: string;
                            enquiryId: string;
                            /** @enum {string} */
                            status: "answered";
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/experiences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ops: experiences by title or id, withdrawn ones included */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: "all" | "published" | "withdrawn";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                city: {
                                    ar: string;
                                    en: string;
                                };
                                experienceId: string;
                                /** @enum {string} */
                                status: "published" | "withdrawn";
                                title: {
                                    ar: string;
                                    en: string;
                                };
                                withdrawnReason: {
                                    ar: string;
                                    en: string;
                                } | null;
                            }[];
                            total: number;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/experiences/{experienceId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ops: put a withdrawn experience back on sale as it was */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    experienceId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            experienceId: string;
                            /** @enum {string} */
                            status: "published" | "withdrawn";
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/experiences/{experienceId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ops: withdraw an experience from sale, with the reason its page gives (en and ar) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    experienceId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: {
                            ar: string;
                            en: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            experienceId: string;
                            /** @enum {string} */
                            status: "published" | "withdrawn";
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The detail of health (ops): event store head, read model checkpoints and lag, supplier relay */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            draining: boolean;
                            eventStore: {
                                head: number;
                                /** @enum {string} */
                                kind: "sqlite" | "postgres" | "esdb";
                            };
                            maxLag: number;
                            problems?: string[];
                            readModels: {
                                [key: string]: {
                                    behind: number;
                                    checkpoint: number;
                                };
                            };
                            ready: boolean;
                            /** @enum {string} */
                            status: "ok" | "catching-up" | "degraded";
                            supplierRelay?: {
                                checkpoint: number;
                                dlqCount: number;
                                lagP99Ms: number | null;
                                pending: number;
                            };
                        };
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/partner-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partner applications, newest first (ops only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applications: ({
                                applicationId: string;
                                /** @enum {string} */
                                businessType: "tourOperator" | "activityProvider" | "attraction" | "transport" | "hotel" | "other";
                                city: string | null;
                                companyName: string;
                                contactName: string;
                                country: string;
                                /** Format: email */
                                email: string;
                                /** @enum {string|null} */
                                locale: "en" | "ar" | null;
                                message: string | null;
                                phone: {
                                    countryCode: string;
                                    number: string;
                                };
                                /** @enum {string} */
                                status: "new";
                                /** Format: date-time */
                                submittedAt: string;
                                website: string | null;
                            } | {
                                applicationId: string;
                                /** @enum {string} */
                                businessType: "tourOperator" | "activityProvider" | "attraction" | "transport" | "hotel" | "other";
                                city: string | null;
                                companyName: string;
                                contactName: string;
                                country: string;
                                /** Format: email */
                                email: string;
                                handledAt: string;
                                handledBy: string;
                                /** @enum {string|null} */
                                locale: "en" | "ar" | null;
                                message: string | null;
                                phone: {
                                    countryCode: string;
                                    number: string;
                                };
                                /** @enum {string} */
                                status: "handled";
                                /** Format: date-time */
                                submittedAt: string;
                                website: string | null;
                            })[];
                        };
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/partner-applications/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ops: mark a partner application handled (recorded once, with who and when) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applicationId: string;
                            handledAt: string;
                            /** @enum {string} */
                            status: "handled";
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ops queues: on hold, partially booked, refunds pending */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OpsQueues"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reconciler": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ops: the reconciler's recent runs (what it found and re-drove), newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            everyMs: number | null;
                            runs: {
                                bookings: number;
                                enqueued: number;
                                finishedAt: string;
                                redriven: string[];
                                restarted: number;
                                settled: number;
                                startedAt: string;
                                /** @enum {string} */
                                trigger: "start" | "schedule";
                            }[];
                        };
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OCTO resellers and their keys (ids and prefixes only; ops and finance) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resellers: {
                                /** @description its own caps (null: the default) */
                                caps: {
                                    maxDepartureShare: number | null;
                                    maxHeldSeats: number | null;
                                };
                                /** @description the caps that apply (its own, else the defaults) */
                                capsInForce: {
                                    maxDepartureShare: number;
                                    maxHeldSeats: number;
                                };
                                keys: {
                                    issuedAt: string;
                                    keyId: string;
                                    keyPrefix: string;
                                    revokedAt: string | null;
                                }[];
                                name: string;
                                registeredAt: string;
                                resellerId: string;
                                usage: {
                                    bookedSeats: number;
                                    heldSeats: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        /** Register an OCTO reseller; the answer carries its first API key, shown once (ops only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        resellerId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description shown once */
                            key: string;
                            keyId: string;
                            keyPrefix: string;
                            name: string;
                            resellerId: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resellers/{resellerId}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reseller's bookings with their engine booking ids (ops and finance) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    resellerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookings: {
                                bookingId: string;
                                localDate: string;
                                optionId: string;
                                productId: string;
                                resellerId: string;
                                resellerReference: string | null;
                                reservedAt: string;
                                supplierReference: string;
                                uuid: string;
                            }[];
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resellers/{resellerId}/caps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a reseller's caps: seats on hold across departures and its share of one departure (null: the default; ops only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    resellerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        maxDepartureShare: number | null;
                        maxHeldSeats: number | null;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resellers/{resellerId}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue another API key for a reseller, shown once (ops only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    resellerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description shown once */
                            key: string;
                            keyId: string;
                            keyPrefix: string;
                            resellerId: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resellers/{resellerId}/keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a reseller's API key; it stops working at once (ops only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    keyId: string;
                    resellerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keyId: string;
                            resellerId: string;
                            /** @enum {boolean} */
                            revoked: true;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resellers/{resellerId}/webhook-failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reseller's webhook deliveries given up on (the last attempt failed, or the receiver refused one for good), newest first (ops) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    resellerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            failures: components["schemas"]["OctoWebhookDeadLetter"][];
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resellers/{resellerId}/webhook-failures/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ops: send a webhook delivery given up on again (once, however often asked; read as the booking or departure is now) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    deliveryId: string;
                    resellerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OctoWebhookRedelivery"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/supplier-channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ops: the supplier channel's relay position and lag, and the suppliers' answers parked in the DLQ */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dlq: {
                                count: number;
                                recent: {
                                    at: string;
                                    detail: string;
                                    reason: string;
                                    source: string;
                                    supplierId: string | null;
                                }[];
                            };
                            relay: {
                                checkpoint: number;
                                lagMs: {
                                    max: number | null;
                                    p50: number | null;
                                    p99: number | null;
                                    samples: number;
                                };
                                pending: number;
                            };
                        };
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/supplier-staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a supplier's staff account (ops only): it sees and scans that supplier's departures only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        firstName: string;
                        lastName: string;
                        password: string;
                        supplierId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SupplierStaffCreated"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/webhook-failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every reseller's webhook deliveries given up on, newest first (ops) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            failures: components["schemas"]["OctoWebhookDeadLetter"][];
                        };
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partners/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the partner registration form */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        businessType: "tourOperator" | "activityProvider" | "attraction" | "transport" | "hotel" | "other";
                        city?: string;
                        companyName: string;
                        contactName: string;
                        country: string;
                        email: string;
                        /** @enum {string} */
                        locale?: "en" | "ar";
                        message?: string;
                        phone: {
                            countryCode: string;
                            number: string;
                        };
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applicationId: string;
                            message: string;
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/webhook/moyasar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moyasar's webhook (JSON with the endpoint's secret_token; the payment is read back from Moyasar's API) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/webhook/sandbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sandbox PSP's signed webhook (HMAC-SHA256 of `t.rawBody`) */
        post: {
            parameters: {
                query?: never;
                header: {
                    "rihla-psp-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/webhook/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's signed webhook (Checkout Session events; verified by the Stripe SDK) */
        post: {
            parameters: {
                query?: never;
                header: {
                    "stripe-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search by destination, date and free text (English or Arabic)
         * @description The listing with q (free text, Arabic normalised: diacritics, tatweel, alef forms, taa marbuta, alef maqsura), destination (city or country in either script) and date (experiences with a departure that day). Sorted by relevance when q is given. An unmatched destination gives total 0 and search.destination.matched false.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A traveller's age in whole years from 0 to 120. */
                    age?: number;
                    /** @description Best for: adventure-seekers, culture-lovers, foodies, nature-lovers, photographers, relaxation, thrill-seekers, history-buffs. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    bestFor?: string | string[];
                    /** @description Category ids (see GET /categories). Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    category?: string | string[];
                    /** @description City ids (see GET /cities). Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    city?: string | string[];
                    /** @description Currency of priceMin/priceMax and of the price facet. Default SAR. One of SAR, AED, USD, EUR. */
                    currency?: "SAR" | "AED" | "USD" | "EUR";
                    /** @description Only experiences with a departure on this local date (YYYY-MM-DD), from today up to a year ahead. */
                    date?: string;
                    /** @description A city or country name in either script, or a city id. */
                    destination?: string;
                    /** @description Duration bands: up-to-1-hour, 1-4-hours, 4-hours-to-1-day, multi-day. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    duration?: string | string[];
                    /** @description Labels: bestseller, new, likely-to-sell-out, free-cancellation, skip-the-line, private-tour, top-rated. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    label?: string | string[];
                    /** @description Guide languages: en, ar, fr, de, es, ru, zh, hi, ur, it. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    language?: string | string[];
                    /** @description A page size from 1 to 50. */
                    limit?: number;
                    /** @description Language of the returned texts. Default en. One of en, ar. */
                    locale?: "en" | "ar";
                    /** @description Occasions: birthday, honeymoon, anniversary, family-day, corporate, eid, national-day, weekend-getaway. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    occasion?: string | string[];
                    /** @description A page number from 1 to 10000. */
                    page?: number;
                    /** @description A price in minor units of the currency (e.g. 15000 for 150.00), a whole number 0 or more. */
                    priceMax?: number;
                    /** @description A price in minor units of the currency (e.g. 15000 for 150.00), a whole number 0 or more. */
                    priceMin?: number;
                    /** @description Free text in English or Arabic (titles, cities, categories, descriptions). */
                    q?: string;
                    /** @description A minimum star rating from 0 to 5, such as 4 or 4.5. */
                    rating?: number;
                    /** @description Recipients: couples, families, kids, friends, solo, seniors, groups. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    recipient?: string | string[];
                    /** @description Order of the results. Default relevance when q is given, otherwise recommended. One of recommended, price-asc, price-desc, rating, relevance. */
                    sort?: "recommended" | "price-asc" | "price-desc" | "rating" | "relevance";
                    /** @description Theme ids (see GET /themes). Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    theme?: string | string[];
                    /** @description Start-time buckets: morning, afternoon, evening, night. Repeat the parameter or separate values with commas; values of one filter are alternatives (OR). */
                    timeOfDay?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResult"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A business rule refuses the request; the detail says which */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/bookings/{bookingId}/items/{itemId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A supplier's answer for an on-request item (header x-supplier-key) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        answer: "confirmed" | "declined";
                        reference?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Not signed in (or the credential is missing) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Signed in without the right to do this, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Nothing with this id (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description A part of the url is too long */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Themes with their number of bookable experiences */
        get: {
            parameters: {
                query?: {
                    /** @description Language of the returned texts. Default en. One of en, ar. */
                    locale?: "en" | "ar";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Theme"][];
                        };
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vocabulary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Names of every filter value, facet and sort, for labelling the facet counts of a listing */
        get: {
            parameters: {
                query?: {
                    /** @description Language of the returned texts. Default en. One of en, ar. */
                    locale?: "en" | "ar";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Vocabulary"];
                    };
                };
                /** @description Bad input: the detail and errors[] say what to change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description Too many requests; Retry-After says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
                /** @description The url and headers are larger than the api accepts (16 KiB) */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["ProblemDetails"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Availability: {
            available: boolean;
            date: string;
            experienceId: string;
            /** @enum {string} */
            locale: "en" | "ar";
            message: string | null;
            options: {
                capacityPerSlot: number;
                optionId: string;
                pricing: components["schemas"]["Pricing"];
                slots: {
                    allDay: boolean;
                    booked: number;
                    capacity: number;
                    held: number;
                    openingHours: {
                        closes: string;
                        opens: string;
                    } | null;
                    remaining: number;
                    startsAt: string;
                    startTime: string;
                    /** @enum {string} */
                    status: "available" | "soldOut" | "started";
                }[];
                title: string;
            }[];
            /** @enum {string|null} */
            reason: "unavailable" | "noOptionOnDate" | "soldOut" | null;
            timeZone: string;
        };
        BookedExtra: {
            extraId: string;
            quantity: number;
            title: components["schemas"]["LocalizedText"];
            total: components["schemas"]["Money"];
        };
        BookedPickup: {
            address: components["schemas"]["LocalizedText"];
            name: components["schemas"]["LocalizedText"];
            pointId: string;
            time: string;
        };
        BookingStatus: {
            actions: {
                canRetryItems: boolean;
                retryableItemIds: string[];
                reviewCart: boolean;
                tryAgain: boolean;
            };
            bookingId: string;
            /** @enum {string|null} */
            declineReason: "card_declined" | "insufficient_funds" | "expired" | null;
            /** @description the exchange fixed at checkout when items were priced in other currencies than the one charged */
            exchange?: {
                asOf: string;
                /** @enum {string} */
                chargeCurrency: "SAR" | "AED" | "USD" | "EUR";
                /** Format: date-time */
                fixedAt: string;
                lines: {
                    charged: {
                        amount: number;
                        /** @enum {string} */
                        currency: "SAR" | "AED" | "USD" | "EUR";
                    };
                    itemId: string;
                    price: {
                        amount: number;
                        /** @enum {string} */
                        currency: "SAR" | "AED" | "USD" | "EUR";
                    };
                }[];
                rates: {
                    /** @enum {string} */
                    from: "SAR" | "AED" | "USD" | "EUR";
                    rate: number;
                    /** @enum {string} */
                    to: "SAR" | "AED" | "USD" | "EUR";
                }[];
                rounding: string;
                source: string;
            };
            /** @enum {string|null} */
            failureReason: "paymentDeclined" | "allItemsFailed" | "itemsUnavailable" | "sessionExpired" | "checkoutRefused" | null;
            invoiceNumber: string | null;
            lines: components["schemas"]["BookingStatusLine"][];
            /** @enum {string} */
            locale: "en" | "ar";
            orderId: string;
            /** @enum {string} */
            paymentMethod: "card" | "payLater";
            /** @enum {string} */
            paymentStatus: "paid" | "due" | "held" | "refunded" | "partiallyRefunded" | "voided" | "none";
            purchaseId: string;
            /** @description the hosted payment page while status is redirectToPayment */
            redirectUrl: string | null;
            refundDue: boolean;
            refunds: {
                amount: components["schemas"]["Money"];
                dueBy: string;
                issuedAt: string | null;
                overdueRaisedAt: string | null;
                /** @enum {string} */
                reason: "bookingFailed" | "itemsFailed" | "cancellation";
                refundId: string;
                requestedAt: string;
            }[];
            /** @enum {string} */
            refundStatus: "none" | "pending" | "overdue" | "issued";
            requestedAt: string;
            /** @description the client can stop polling */
            resultReady: boolean;
            /** @enum {string|null} */
            reviewState: "allUnavailable" | "someUnavailable" | "pricesChanged" | "unavailableAndPricesChanged" | null;
            revision: number;
            /** @enum {string} */
            status: "processing" | "almostThere" | "redirectToPayment" | "reviewRequired" | "confirmed" | "partiallyConfirmed" | "failed" | "onHold" | "paymentDeclined";
            totals: {
                authorized: components["schemas"]["Money"];
                captured: components["schemas"]["Money"];
                discount: components["schemas"]["Money"];
                held: components["schemas"]["Money"];
                refunded: components["schemas"]["Money"];
                released: components["schemas"]["Money"];
                subtotal: components["schemas"]["Money"];
                total: components["schemas"]["Money"];
            };
            updatedAt: string;
            voided: boolean;
        };
        BookingStatusLine: {
            amounts: {
                discount: components["schemas"]["Money"];
                lineTotal: components["schemas"]["Money"];
                total: components["schemas"]["Money"];
            };
            answerDueBy: string | null;
            date: string;
            experienceId: string;
            extras: components["schemas"]["BookedExtra"][];
            failureReason: string | null;
            itemId: string;
            optionId: string;
            optionTitle: components["schemas"]["LocalizedText"];
            participants: {
                adult: number;
                child: number;
                infant: number;
            };
            pickup: components["schemas"]["BookedPickup"] | null;
            priceChange: {
                currentTotal: components["schemas"]["Money"];
                previousTotal: components["schemas"]["Money"];
            } | null;
            quantity: number;
            startTime: string;
            /** @enum {string} */
            status: "pending" | "awaiting" | "confirmed" | "failed" | "unavailable" | "cancelled";
            supplierReference: string | null;
            timeZone: string;
            title: components["schemas"]["LocalizedText"];
            validAllDay?: {
                closes: string;
                opens: string;
            };
        };
        BookingTickets: {
            bookingId: string;
            items: {
                departure: {
                    date: string;
                    experienceId: string;
                    optionId: string;
                    startTime: string;
                    /** @enum {string} */
                    timeZone: "Asia/Riyadh" | "Asia/Dubai";
                };
                itemId: string;
                location: {
                    ar: string;
                    en: string;
                };
                optionTitle: {
                    ar: string;
                    en: string;
                };
                pickup: {
                    name: {
                        ar: string;
                        en: string;
                    };
                    time: string;
                } | null;
                /** @enum {string} */
                status: "confirmed" | "onRequest" | "cancelled";
                tickets: {
                    /** Format: date-time */
                    at: string | null;
                    code: string | null;
                    number: number;
                    of: number;
                    /** @enum {string} */
                    state: "notYet" | "checkedIn" | "noShow";
                    ticketRef: string;
                    /** @enum {string} */
                    unit: "adult" | "child" | "infant" | "item";
                }[];
                title: {
                    ar: string;
                    en: string;
                };
                validAllDay?: {
                    closes: string;
                    opens: string;
                };
            }[];
            orderId: string;
        };
        CancellationDone: {
            bookingId: string;
            cancelledItemIds: string[];
            eventsUrl: string;
            penalty: components["schemas"]["Money"];
            policyText: components["schemas"]["LocalizedText"];
            refundAmount: components["schemas"]["Money"];
            refunds: {
                amount: components["schemas"]["Money"];
                dueBy: string;
                refundId: string;
            }[];
            statusUrl: string;
        };
        CancellationQuote: {
            bookingId: string;
            cancellable: boolean;
            items: {
                cancellable: boolean;
                itemId: string;
                /** @description whole minutes left before the start (negative once it started) */
                minutesBefore: number;
                penalty: components["schemas"]["Money"];
                penaltyPercent: number;
                policy?: {
                    freeUntilMinutesBefore: number;
                    /** @enum {string} */
                    kind: "freeCancellation";
                    tiers: {
                        minutesBefore: number;
                        penaltyPercent: number;
                    }[];
                } | {
                    /** @enum {string} */
                    kind: "nonRefundable";
                };
                policyText: components["schemas"]["LocalizedText"];
                refund: components["schemas"]["Money"];
                /** @enum {string} */
                rule: "free" | "tier" | "noTierInsideCutoff" | "nonRefundable" | "started";
                startsAt: string;
                title?: components["schemas"]["LocalizedText"];
                value: components["schemas"]["Money"];
            }[];
            penalty: components["schemas"]["Money"];
            quotedAt: string;
            refundAmount: components["schemas"]["Money"];
        };
        Cart: {
            /** @description the booking a checked-out cart became */
            bookingId?: string;
            cartId: string;
            /**
             * @description the currency the cart is charged in
             * @enum {string}
             */
            currency: "SAR" | "AED" | "USD" | "EUR";
            currencyChosen: boolean;
            customerId: string | null;
            discount: components["schemas"]["Money"];
            display: {
                approximate: boolean;
                /** @enum {string} */
                currency: "SAR" | "AED" | "USD" | "EUR";
                discount: components["schemas"]["Money"];
                lines: {
                    lineId: string;
                    lineTotal: components["schemas"]["Money"];
                }[];
                subtotal: components["schemas"]["Money"];
                total: components["schemas"]["Money"];
            };
            /** @enum {string} */
            displayCurrency: "SAR" | "AED" | "USD" | "EUR";
            itemCount: number;
            lastReview: {
                dropped: {
                    lineId: string;
                    message: string;
                    /** @enum {string} */
                    reason: "withdrawn" | "optionUnavailable" | "notRunning" | "started" | "soldOut" | "notEnoughSeats";
                    title: components["schemas"]["LocalizedText"];
                }[];
                repriced: {
                    lineId: string;
                    lineTotal: components["schemas"]["Money"];
                    previousTotal: components["schemas"]["Money"];
                    title: components["schemas"]["LocalizedText"];
                }[];
                reviewedAt: string;
                /** @enum {string} */
                state: "allUnavailable" | "someUnavailable" | "pricesChanged" | "unavailableAndPricesChanged";
            } | null;
            lines: components["schemas"]["CartLine"][];
            openedAt: string;
            promo: {
                code: string;
                /** @enum {string} */
                currency: "SAR" | "AED" | "USD" | "EUR";
                discount: components["schemas"]["Money"];
                /** @enum {string} */
                kind: "percent" | "fixed";
                minSpend: number;
                value: number;
            } | null;
            /** @description the stream revision: the answer's ETag */
            revision: number;
            /** @enum {string} */
            status: "open" | "checkedOut";
            subtotal: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            totalsByCurrency: {
                AED: components["schemas"]["Money"];
                EUR: components["schemas"]["Money"];
                SAR: components["schemas"]["Money"];
                USD: components["schemas"]["Money"];
            };
        };
        CartLine: {
            capacity: number;
            date: string;
            experienceId: string;
            extras: {
                extraId: string;
                /** @enum {string} */
                per: "person" | "booking";
                quantity: number;
                title: {
                    ar: string;
                    en: string;
                };
                total: {
                    amount: number;
                    /** @enum {string} */
                    currency: "SAR" | "AED" | "USD" | "EUR";
                };
                unitAmount: number;
            }[];
            lineId: string;
            lineTotal: {
                amount: number;
                /** @enum {string} */
                currency: "SAR" | "AED" | "USD" | "EUR";
            };
            optionId: string;
            optionTitle: {
                ar: string;
                en: string;
            };
            participants: {
                adult: number;
                child: number;
                infant: number;
            };
            pickup: {
                address: {
                    ar: string;
                    en: string;
                };
                name: {
                    ar: string;
                    en: string;
                };
                pointId: string;
                time: string;
            } | null;
            quantity: number;
            startTime: string;
            /** @enum {string} */
            timeZone: "Asia/Riyadh" | "Asia/Dubai";
            title: {
                ar: string;
                en: string;
            };
            unitPrices: {
                /** @enum {string} */
                currency: "SAR" | "AED" | "USD" | "EUR";
                /** @enum {string} */
                mode: "perPerson";
                units: {
                    ageMax: number;
                    ageMin: number;
                    amount: number;
                    /** @enum {string} */
                    unit: "adult" | "child" | "infant";
                }[];
            } | {
                amount: number;
                /** @enum {string} */
                currency: "SAR" | "AED" | "USD" | "EUR";
                maxPeoplePerItem: number;
                /** @enum {string} */
                mode: "perItem";
            };
            validAllDay?: {
                closes: string;
                opens: string;
            };
        };
        CartReview: {
            lines: {
                currentTotal?: components["schemas"]["Money"];
                lineId: string;
                previousTotal?: components["schemas"]["Money"];
                reason?: string;
                /** @enum {string} */
                reasonCode?: "withdrawn" | "optionUnavailable" | "notRunning" | "started" | "soldOut" | "notEnoughSeats";
                /** @enum {string} */
                status: "available" | "unavailable" | "priceChanged";
                title: components["schemas"]["LocalizedText"];
            }[];
            promoRemoved?: {
                code: string;
                reason: string;
            };
            /** @enum {string} */
            state: "empty" | "available" | "allUnavailable" | "someUnavailable" | "pricesChanged" | "unavailableAndPricesChanged";
        };
        Category: {
            description: string;
            experienceCount: number;
            id: string;
            name: string;
        };
        ChatConversation: {
            chatId: string;
            /** Format: date-time */
            lastMessageAt: string;
            /** @enum {string} */
            locale: "en" | "ar";
            messages: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                from: "visitor" | "ops";
                message: string;
                messageId: string;
            }[];
            name: string | null;
            /** Format: date-time */
            startedAt: string;
            waitingForOps: boolean;
        };
        CheckoutAnswer: {
            bookingId: string;
            /** @description a guest checkout: the signed link its status, cancellation and retry need (x-booking-link); 202 is processing: poll statusUrl */
            bookingLink?: string;
            eventsUrl: string;
            orderId: string;
            /** @enum {string} */
            paymentMethod: "card" | "payLater";
            purchaseId: string;
            /** @description why, when status is failed */
            reason?: string;
            /** @description the hosted payment page when status is redirect */
            redirectUrl?: string;
            /** @enum {string} */
            status: "processing" | "redirect" | "onHold" | "confirmed" | "partiallyConfirmed" | "failed";
            statusUrl: string;
        };
        City: {
            /** @enum {string} */
            countryCode: "SA" | "AE";
            experienceCount: number;
            id: string;
            image: {
                alt: string;
                id: string;
            };
            name: string;
            popularity: number;
            timeZone: string;
        };
        CustomerInvoices: {
            customerId: string;
            invoices: components["schemas"]["Invoice"][];
        };
        DepartureManifest: {
            departure: {
                date: string;
                experienceId: string;
                optionId: string;
                startTime: string;
                /** @enum {string} */
                timeZone: "Asia/Riyadh" | "Asia/Dubai";
            };
            lines: {
                extras: {
                    quantity: number;
                    title: {
                        ar: string;
                        en: string;
                    };
                }[];
                guest: string;
                itemId: string;
                notes: string;
                orderId: string;
                participants: {
                    adult: number;
                    child: number;
                    infant: number;
                };
                phone: string;
                pickup: {
                    name: {
                        ar: string;
                        en: string;
                    };
                    time: string;
                } | null;
                /** @enum {string} */
                status: "confirmed" | "onRequest" | "cancelled";
                tickets: {
                    /** Format: date-time */
                    at: string | null;
                    by: string | null;
                    /** @enum {string} */
                    state: "notYet" | "checkedIn" | "noShow";
                    ticketRef: string;
                    /** @enum {string} */
                    unit: "adult" | "child" | "infant" | "item";
                }[];
            }[];
            location: {
                ar: string;
                en: string;
            };
            optionTitle: {
                ar: string;
                en: string;
            };
            started: boolean;
            /** Format: date-time */
            startsAt: string;
            title: {
                ar: string;
                en: string;
            };
            totals: {
                checkedIn: number;
                noShow: number;
                notYet: number;
                tickets: number;
            };
            validAllDay?: {
                closes: string;
                opens: string;
            };
        };
        DeparturesOnDate: {
            date: string;
            departures: {
                checkedIn: number;
                date: string;
                experienceId: string;
                guests: number;
                optionId: string;
                optionTitle: {
                    ar: string;
                    en: string;
                };
                startTime: string;
                supplierId: string;
                /** @enum {string} */
                timeZone: "Asia/Riyadh" | "Asia/Dubai";
                title: {
                    ar: string;
                    en: string;
                };
                validAllDay?: {
                    closes: string;
                    opens: string;
                };
            }[];
        };
        EnquiryReceived: {
            enquiryId: string;
            /** @enum {string} */
            kind: "contact" | "feedback";
            message: string;
        };
        ExperienceCard: {
            categoryIds: string[];
            city: components["schemas"]["Named"];
            /** @enum {string} */
            confirmationMode: "instant" | "onRequest";
            /** @enum {string} */
            countryCode: "SA" | "AE";
            duration: {
                minTotalMinutes?: number;
                totalMinutes: number;
                unit: string;
                value: number;
            };
            /** @enum {string} */
            durationBand: "up-to-1-hour" | "1-4-hours" | "4-hours-to-1-day" | "multi-day";
            freeCancellation: boolean;
            fromPrice: {
                /** @description minor units */
                amount: number;
                /** @enum {string} */
                currency: "SAR" | "AED" | "USD" | "EUR";
                /** @enum {string} */
                per: "person" | "item";
            };
            id: string;
            /** @description the first is the cover; GET /images/{id} */
            imageIds: string[];
            /** @description label ids; names in GET /vocabulary */
            labels: string[];
            rating: number;
            reviewCount: number;
            slug: string;
            title: string;
        };
        ExperienceDetail: {
            ageRange: {
                max: number;
                min: number;
            };
            /** @enum {string} */
            availabilityType: "START_TIME" | "OPENING_HOURS";
            bestFor: components["schemas"]["Named"][];
            cancellationPolicy: {
                freeUntilMinutesBefore: number | null;
                /** @enum {string} */
                kind: "freeCancellation" | "nonRefundable";
                summary: string;
                tiers: {
                    minutesBefore: number;
                    penaltyPercent: number;
                    text: string;
                }[];
            };
            categories: components["schemas"]["Named"][];
            city: components["schemas"]["Named"];
            /** @enum {string} */
            countryCode: "SA" | "AE";
            duration: {
                minTotalMinutes: number | null;
                totalMinutes: number;
                unit: string;
                value: number;
            };
            /** @enum {string} */
            durationBand: "up-to-1-hour" | "1-4-hours" | "4-hours-to-1-day" | "multi-day";
            excludes: string[];
            expiresOn: string | null;
            extras: {
                amount: number;
                /** @enum {string} */
                currency: "SAR" | "AED" | "USD" | "EUR";
                extraId: string;
                /** @enum {string} */
                per: "person" | "booking";
                title: string;
            }[];
            freeCancellation: boolean;
            fromPrice: {
                /** @description minor units */
                amount: number;
                /** @enum {string} */
                currency: "SAR" | "AED" | "USD" | "EUR";
                /** @enum {string} */
                per: "person" | "item";
            };
            highlights: string[];
            id: string;
            images: {
                alt: string;
                id: string;
            }[];
            includes: string[];
            itinerary: {
                description: string;
                title: string;
            }[];
            knowBeforeYouGo: string[];
            labels: components["schemas"]["Named"][];
            languages: {
                code: string;
                name: string;
            }[];
            /** @enum {string} */
            locale: "en" | "ar";
            location: {
                address: string;
                lat: number;
                lng: number;
            };
            occasions: components["schemas"]["Named"][];
            openingHours: {
                closes: string;
                day: number;
                opens: string;
            }[];
            options: components["schemas"]["ExperienceOption"][];
            overview: string;
            rating: number;
            recipients: components["schemas"]["Named"][];
            related: components["schemas"]["ExperienceCard"][];
            reviewCount: number;
            slug: string;
            slugs: {
                ar: string;
                en: string;
            };
            /** @enum {string} */
            status: "available" | "unavailable";
            supplier: {
                /** @enum {string} */
                confirmationMode: "instant" | "onRequest";
                id: string;
                name: string;
            };
            themes: components["schemas"]["Named"][];
            timeOfDay: ("morning" | "afternoon" | "evening" | "night")[];
            timeZone: string;
            title: string;
            tourGuide: string | null;
            unavailableMessage: string | null;
            unavailableReason: string | null;
            whatToBring: string[];
        };
        ExperienceOption: {
            capacityPerSlot: number;
            daysOfWeek: number[];
            description: string;
            optionId: string;
            pickup: {
                dropOffIncluded: boolean;
                included: boolean;
                points: {
                    address: string;
                    minutesBeforeStart: number;
                    name: string;
                    pointId: string;
                }[];
            };
            pricing: components["schemas"]["Pricing"];
            startTimes: string[];
            title: string;
        };
        FoundBookings: {
            bookings: {
                bookingDates: string[];
                experiences: components["schemas"]["LocalizedText"][];
                orderId: string;
                purchaseDate: string;
                token: string;
            }[];
        };
        Invoice: {
            amounts: {
                authorized: components["schemas"]["Money"];
                captured: components["schemas"]["Money"];
                refunded: components["schemas"]["Money"];
                released: components["schemas"]["Money"];
            };
            bookingDates: string[];
            bookingId: string;
            customerId: string | null;
            discount: components["schemas"]["Money"];
            groups: {
                awaiting: string[];
                cancelled: string[];
                confirmed: string[];
                failed: string[];
            };
            guest: {
                email: string;
                firstName: string;
                guests: number;
                lastName: string;
                name: string;
                phone: string;
            };
            invoiceNumber: string | null;
            items: components["schemas"]["InvoiceItem"][];
            listed: boolean;
            orderId: string;
            originalPrice: components["schemas"]["Money"];
            /** @enum {string} */
            paymentMethod: "card" | "payLater";
            /** @enum {string} */
            paymentStatus: "paid" | "due" | "held" | "refunded" | "partiallyRefunded" | "voided" | "none";
            price: components["schemas"]["Money"];
            promoCode: string | null;
            purchaseDate: string;
            purchaseId: string;
            refunds: {
                amount: components["schemas"]["Money"];
                issuedAt: string | null;
                itemIds: string[];
                reason: string;
                refundId: string;
                requestedAt: string;
            }[];
            /** @enum {string} */
            status: "processing" | "reviewRequired" | "paymentDeclined" | "confirmed" | "partiallyConfirmed" | "onHold" | "failed";
            updatedAt: string;
            voided: boolean;
        };
        InvoiceItem: {
            cancellation: {
                penalty: components["schemas"]["Money"];
                policyText: components["schemas"]["LocalizedText"];
                refundAmount: components["schemas"]["Money"];
                refundedAt: string | null;
                requestedAt: string;
                /** @enum {string} */
                state: "cancelled" | "refundPending" | "refunded";
            } | null;
            cancellationPolicy: {
                freeUntilMinutesBefore: number;
                /** @enum {string} */
                kind: "freeCancellation";
                tiers: {
                    minutesBefore: number;
                    penaltyPercent: number;
                }[];
            } | {
                /** @enum {string} */
                kind: "nonRefundable";
            };
            discount: components["schemas"]["Money"];
            experience: {
                date: string;
                experienceId: string;
                location: components["schemas"]["LocalizedText"];
                name: components["schemas"]["LocalizedText"];
                option: components["schemas"]["LocalizedText"];
                time: string;
                /** @enum {string} */
                timeZone: "Asia/Riyadh" | "Asia/Dubai";
                /** @description a day ticket: valid all day on date, the venue's hours that date */
                validAllDay?: {
                    closes: string;
                    opens: string;
                };
            };
            extras: components["schemas"]["BookedExtra"][];
            itemId: string;
            originalPrice: components["schemas"]["Money"];
            participants: {
                adult: number;
                child: number;
                infant: number;
            };
            pickup: components["schemas"]["BookedPickup"] | null;
            price: components["schemas"]["Money"];
            quantity: number;
            /** @enum {string} */
            status: "pending" | "awaiting" | "confirmed" | "failed" | "unavailable";
            supplier: {
                name: components["schemas"]["LocalizedText"];
                supplierId: string;
            };
            supplierReference: string | null;
        };
        ListResult: {
            facets: {
                /** @description value -> count (every known value, zeros included); names in GET /vocabulary */
                ageGroup: {
                    [key: string]: number;
                };
                /** @description value -> count (every known value, zeros included); names in GET /vocabulary */
                bestFor: {
                    [key: string]: number;
                };
                /** @description value -> count (every known value, zeros included); names in GET /vocabulary */
                category: {
                    [key: string]: number;
                };
                /** @description value -> count (every known value, zeros included); names in GET /vocabulary */
                city: {
                    [key: string]: number;
                };
                /** @description value -> count (every known value, zeros included); names in GET /vocabulary */
                duration: {
                    [key: string]: number;
                };
                /** @description value -> count (every known value, zeros included); names in GET /vocabulary */
                label: {
                    [key: string]: number;
                };
                /** @description value -> count (every known value, zeros included); names in GET /vocabulary */
                language: {
                    [key: string]: number;
                };
                /** @description value -> count (every known value, zeros included); names in GET /vocabulary */
                occasion: {
                    [key: string]: number;
                };
                price: {
                    /** @enum {string} */
                    currency: "SAR" | "AED" | "USD" | "EUR";
                    max: number;
                    min: number;
                } | null;
                /** @description value -> count (every known value, zeros included); names in GET /vocabulary */
                rating: {
                    [key: string]: number;
                };
                /** @description value -> count (every known value, zeros included); names in GET /vocabulary */
                recipient: {
                    [key: string]: number;
                };
                /** @description value -> count (every known value, zeros included); names in GET /vocabulary */
                theme: {
                    [key: string]: number;
                };
                /** @description value -> count (every known value, zeros included); names in GET /vocabulary */
                timeOfDay: {
                    [key: string]: number;
                };
            };
            hasMore: boolean;
            items: components["schemas"]["ExperienceCard"][];
            limit: number;
            /** @enum {string} */
            locale: "en" | "ar";
            nextPage: number | null;
            page: number;
            search: {
                date: string | null;
                destination: {
                    cities: components["schemas"]["Named"][];
                    matched: boolean;
                    text: string;
                } | null;
                q: string | null;
            };
            /** @enum {string} */
            sort: "recommended" | "price-asc" | "price-desc" | "rating" | "relevance";
            total: number;
        };
        LocalizedText: {
            ar: string;
            en: string;
        };
        Money: {
            amount: number;
            /** @enum {string} */
            currency: "SAR" | "AED" | "USD" | "EUR";
        };
        Named: {
            id: string;
            name: string;
        };
        NoShowsMarked: {
            marked: number;
            message: {
                ar: string;
                en: string;
            };
        };
        OctoWebhookDeadLetter: {
            attempts: number;
            deliveryId: string;
            /** @enum {string} */
            event: "booking_update" | "availability_update";
            failedAt: string;
            /** @description the last attempt's failure: the receiver's status, no answer, or a URL refused now */
            lastError: string;
            /** @description ops asked to send it again then; it is being sent */
            redeliveryRequestedAt?: string;
            resellerId: string;
            subject: string;
            url: string;
            webhookId: string;
        };
        OctoWebhookRedelivery: {
            deliveryId: string;
            /** @enum {string} */
            redelivery: "queued" | "alreadyQueued";
        };
        OpsBooking: {
            authorized: components["schemas"]["Money"];
            bookingId: string;
            buyer: {
                email: string;
                name: string;
                phone: string;
            };
            captured: components["schemas"]["Money"];
            items: {
                date: string;
                itemId: string;
                quantity: number;
                startTime: string;
                /** @enum {string} */
                status: "pending" | "awaiting" | "confirmed" | "failed" | "cancelled";
                supplierId: string;
                title: components["schemas"]["LocalizedText"];
            }[];
            orderId: string;
            /** @enum {string} */
            paymentMethod: "card" | "payLater";
            refunded: components["schemas"]["Money"];
            reseller: {
                name: string;
                reference: string | null;
                resellerId: string;
            } | null;
            total: components["schemas"]["Money"];
            updatedAt: string;
        };
        OpsQueues: {
            captureRefused: {
                amount: components["schemas"]["Money"];
                booking: components["schemas"]["OpsBooking"] | null;
                bookingId: string;
                /** @description the payment port's refusal code, e.g. payment_voided */
                code: string;
                paymentId: string;
                /** @description the provider's words */
                reason: string;
                since: string;
            }[];
            counts: {
                captureRefused: number;
                onHold: number;
                partiallyBooked: number;
                refundOverdue: number;
                refundPending: number;
            };
            onHold: {
                awaitingItemIds: string[];
                booking: components["schemas"]["OpsBooking"] | null;
                bookingId: string;
                heldAmount: components["schemas"]["Money"];
                since: string;
            }[];
            partiallyBooked: {
                /** @description a retry e-mailed the buyer a payment page */
                awaitingCustomerPaymentSince?: string | null;
                booking: components["schemas"]["OpsBooking"] | null;
                bookingId: string;
                confirmedItemIds: string[];
                failedItemIds: string[];
                retryingItemIds: string[];
                since: string;
            }[];
            refundOverdue: {
                amount: components["schemas"]["Money"] | null;
                booking: components["schemas"]["OpsBooking"] | null;
                bookingId: string;
                dueBy: string;
                refundId: string;
                since: string;
            }[];
            refundPending: {
                amount: components["schemas"]["Money"];
                booking: components["schemas"]["OpsBooking"] | null;
                bookingId: string;
                dueBy: string;
                itemIds: string[];
                overdueRaisedAt: string | null;
                /** @enum {string} */
                reason: "bookingFailed" | "itemsFailed" | "cancellation";
                refundId: string;
                since: string;
            }[];
        };
        Pricing: {
            /** @enum {string} */
            currency: "SAR" | "AED" | "USD" | "EUR";
            /** @enum {string} */
            mode: "perPerson";
            units: {
                ageMax: number;
                ageMin: number;
                amount: number;
                name: string;
                /** @enum {string} */
                unit: "adult" | "child" | "infant";
            }[];
        } | {
            amount: number;
            /** @enum {string} */
            currency: "SAR" | "AED" | "USD" | "EUR";
            maxPeoplePerItem: number;
            /** @enum {string} */
            mode: "perItem";
        };
        ProblemDetails: {
            detail: string;
            errors?: {
                message: string;
                path: string;
            }[];
            instance?: string;
            status: number;
            title: string;
            type: string;
        } & {
            [key: string]: unknown;
        };
        RefundLedger: {
            refunds: components["schemas"]["RefundLedgerEntry"][];
            /** @description per currency, over the refunds shown */
            totals: components["schemas"]["RefundTotals"][];
        };
        RefundLedgerEntry: {
            amount: components["schemas"]["Money"];
            bookingId: string;
            dueBy: string;
            durationMs: number | null;
            issuedAmount: components["schemas"]["Money"] | null;
            issuedAt: string | null;
            itemIds: string[];
            order: {
                bookingId: string;
                buyer: {
                    email: string;
                    name: string;
                };
                customerId: string | null;
                orderId: string;
                purchaseId: string;
                reseller: {
                    name: string;
                    reference: string | null;
                    resellerId: string;
                } | null;
            } | null;
            /** @description issued after its 24 h, or still pending past them */
            overdue: boolean;
            overdueRaisedAt: string | null;
            providerRefundId: string | null;
            /** @enum {string} */
            reason: "bookingFailed" | "itemsFailed" | "cancellation";
            refundId: string;
            requestedAt: string;
            /** @enum {string} */
            status: "pending" | "issued";
            withinWindow: boolean | null;
        };
        RefundTotals: {
            count: number;
            /** @enum {string} */
            currency: "SAR" | "AED" | "USD" | "EUR";
            issued: number;
            issuedCount: number;
            issuedLate: number;
            issuedWithinWindow: number;
            maxDurationMs: number | null;
            outsideWindow: number;
            overdueRaised: number;
            pending: number;
            pendingCount: number;
            pendingOverdue: number;
            requested: number;
        };
        ReviewPublished: {
            message: string;
            review: components["schemas"]["ReviewView"];
        };
        ReviewsPage: {
            average: number | null;
            count: number;
            experienceId: string;
            hasMore: boolean;
            items: components["schemas"]["ReviewView"][];
            page: number;
            pageSize: number;
            reviewedByYou: boolean | null;
            /** @enum {string|null} */
            yourTrip: "travelled" | "upcoming" | "cancelled" | "notBooked" | null;
        };
        ReviewView: {
            /** Format: date-time */
            at: string;
            displayName: string;
            /** @enum {string} */
            locale: "en" | "ar";
            rating: number;
            reviewId: string;
            text: string;
            title: string;
            verifiedBooking: boolean;
        };
        ScanResult: {
            /** @enum {string|null} */
            code: "unreadable" | "forged" | "unknown" | "otherSupplier" | "cancelled" | "notConfirmed" | "alreadyCheckedIn" | "wrongDeparture" | "wrongDay" | "noShow" | null;
            conflict: boolean;
            message: {
                ar: string;
                en: string;
            };
            /** @enum {string} */
            outcome: "checkedIn" | "refused";
            redemption: {
                /** Format: date-time */
                at: string;
                by: string;
                /** Format: date-time */
                scannedAt: string;
                where: string;
            } | null;
            scanId: string;
            ticket: components["schemas"]["TicketSummary"] | null;
        };
        ScanResults: {
            results: components["schemas"]["ScanResult"][];
        };
        SupplierStaffCreated: {
            customerId: string;
            email: string;
            message: string;
            /** @enum {string} */
            outcome: "created" | "existing";
            supplierId: string;
        };
        Theme: {
            experienceCount: number;
            id: string;
            image: {
                alt: string;
                id: string;
            };
            name: string;
        };
        TicketSummary: {
            departure: {
                date: string;
                experienceId: string;
                optionId: string;
                startTime: string;
                /** @enum {string} */
                timeZone: "Asia/Riyadh" | "Asia/Dubai";
            };
            extras: {
                quantity: number;
                title: {
                    ar: string;
                    en: string;
                };
            }[];
            guest: string;
            location: {
                ar: string;
                en: string;
            };
            number: number;
            of: number;
            option: {
                ar: string;
                en: string;
            };
            orderId: string;
            participants: {
                adult: number;
                child: number;
                infant: number;
            };
            pickup: {
                name: {
                    ar: string;
                    en: string;
                };
                time: string;
            } | null;
            product: {
                ar: string;
                en: string;
            };
            ticketRef: string;
            unit: string;
        };
        Vocabulary: {
            ageGroup: {
                id: string;
                max: number;
                min: number;
                name: string;
            }[];
            bestFor: components["schemas"]["Named"][];
            category: components["schemas"]["Named"][];
            city: components["schemas"]["Named"][];
            duration: components["schemas"]["Named"][];
            label: components["schemas"]["Named"][];
            language: components["schemas"]["Named"][];
            /** @enum {string} */
            locale: "en" | "ar";
            occasion: components["schemas"]["Named"][];
            rating: {
                name: string;
                value: number;
            }[];
            recipient: components["schemas"]["Named"][];
            sort: components["schemas"]["Named"][];
            theme: components["schemas"]["Named"][];
            timeOfDay: components["schemas"]["Named"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type Availability = components['schemas']['Availability'];
export type BookedExtra = components['schemas']['BookedExtra'];
export type BookedPickup = components['schemas']['BookedPickup'];
export type BookingStatus = components['schemas']['BookingStatus'];
export type BookingStatusLine = components['schemas']['BookingStatusLine'];
export type BookingTickets = components['schemas']['BookingTickets'];
export type CancellationDone = components['schemas']['CancellationDone'];
export type CancellationQuote = components['schemas']['CancellationQuote'];
export type Cart = components['schemas']['Cart'];
export type CartLine = components['schemas']['CartLine'];
export type CartReview = components['schemas']['CartReview'];
export type Category = components['schemas']['Category'];
export type ChatConversation = components['schemas']['ChatConversation'];
export type CheckoutAnswer = components['schemas']['CheckoutAnswer'];
export type City = components['schemas']['City'];
export type CustomerInvoices = components['schemas']['CustomerInvoices'];
export type DepartureManifest = components['schemas']['DepartureManifest'];
export type DeparturesOnDate = components['schemas']['DeparturesOnDate'];
export type EnquiryReceived = components['schemas']['EnquiryReceived'];
export type ExperienceCard = components['schemas']['ExperienceCard'];
export type ExperienceDetail = components['schemas']['ExperienceDetail'];
export type ExperienceOption = components['schemas']['ExperienceOption'];
export type FoundBookings = components['schemas']['FoundBookings'];
export type Invoice = components['schemas']['Invoice'];
export type InvoiceItem = components['schemas']['InvoiceItem'];
export type ListResult = components['schemas']['ListResult'];
export type LocalizedText = components['schemas']['LocalizedText'];
export type Money = components['schemas']['Money'];
export type Named = components['schemas']['Named'];
export type NoShowsMarked = components['schemas']['NoShowsMarked'];
export type OctoWebhookDeadLetter = components['schemas']['OctoWebhookDeadLetter'];
export type OctoWebhookRedelivery = components['schemas']['OctoWebhookRedelivery'];
export type OpsBooking = components['schemas']['OpsBooking'];
export type OpsQueues = components['schemas']['OpsQueues'];
export type Pricing = components['schemas']['Pricing'];
export type ProblemDetails = components['schemas']['ProblemDetails'];
export type RefundLedger = components['schemas']['RefundLedger'];
export type RefundLedgerEntry = components['schemas']['RefundLedgerEntry'];
export type RefundTotals = components['schemas']['RefundTotals'];
export type ReviewPublished = components['schemas']['ReviewPublished'];
export type ReviewsPage = components['schemas']['ReviewsPage'];
export type ReviewView = components['schemas']['ReviewView'];
export type ScanResult = components['schemas']['ScanResult'];
export type ScanResults = components['schemas']['ScanResults'];
export type SupplierStaffCreated = components['schemas']['SupplierStaffCreated'];
export type Theme = components['schemas']['Theme'];
export type TicketSummary = components['schemas']['TicketSummary'];
export type Vocabulary = components['schemas']['Vocabulary'];
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
