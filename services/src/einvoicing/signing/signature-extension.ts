// The enveloped XAdES signature as ZATCA's SDK writes it (its layout, namespaces and transforms). The SignedProperties
// block is built once as text and its digest taken from that same text, so what is digested is what is stored.
import { signedPropertiesTextDigest } from './signature-digests.ts';

/** Text as C14N writes it back once parsed: line ends as a parser leaves them (\n), then &, < and > escaped. */
const escape = (s: string) => s.replace(/\r\n?/g, '\n').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface SignedPropertiesInput {
  /** yyyy-MM-ddTHH:mm:ss (the SDK writes it without a zone). */
  signingTime: string;
  certificateDigest: string;
  issuerName: string;
  serialNumber: string;
}

/** The xades:SignedProperties element at the indentation it has inside the extension. */
export function signedPropertiesXml(p: SignedPropertiesInput): string {
  const i = (n: number) => `\n${' '.repeat(n)}`;
  return (
    `<xades:SignedProperties xmlns:xades="http://uri.etsi.org/01903/v1.3.2#" Id="xadesSignedProperties">` +
    `${i(36)}<xades:SignedSignatureProperties>` +
    `${i(40)}<xades:SigningTime>${escape(p.signingTime)}</xades:SigningTime>` +
    `${i(40)}<xades:SigningCertificate>` +
    `${i(44)}<xades:Cert>` +
    `${i(48)}<xades:CertDigest>` +
    `${i(52)}<ds:DigestMethod xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>` +
    `${i(52)}<ds:DigestValue xmlns:ds="http://www.w3.org/2000/09/xmldsig#">${p.certificateDigest}</ds:DigestValue>` +
    `${i(48)}</xades:CertDigest>` +
    `${i(48)}<xades:IssuerSerial>` +
    `${i(52)}<ds:X509IssuerName xmlns:ds="http://www.w3.org/2000/09/xmldsig#">${escape(p.issuerName)}</ds:X509IssuerName>` +
    `${i(52)}<ds:X509SerialNumber xmlns:ds="http://www.w3.org/2000/09/xmldsig#">${p.serialNumber}</ds:X509SerialNumber>` +
    `${i(48)}</xades:IssuerSerial>` +
    `${i(44)}</xades:Cert>` +
    `${i(40)}</xades:SigningCertificate>` +
    `${i(36)}</xades:SignedSignatureProperties>` +
    `${i(32)}</xades:SignedProperties>`
  );
}

/**
 * The SignedProperties element and its digest. ZATCA digests the element parsed alone (its namespaces are its own),
 * canonicalised, with empty elements written `<x/>`: for the text above that form is the text itself (each namespace
 * declaration written before the attribute beside it, text escaped as C14N escapes it, no CR, the one empty element
 * self-closed), so the text is hashed as it stands, without parsing it back. signature-extension.unit.spec holds
 * the two equal for names with every character that matters.
 */
export function writeSignedProperties(p: SignedPropertiesInput): { xml: string; digest: string } {
  const xml = signedPropertiesXml(p);
  return { xml, digest: signedPropertiesTextDigest(xml) };
}

export interface SignatureExtensionInput extends SignedPropertiesInput {
  invoiceHash: string;
  signatureValue: string;
  certificateBase64: string;
}

/** The ext:UBLExtensions element, first child of the invoice. */
export function signatureExtensionXml(p: SignatureExtensionInput): string {
  const { xml: signedProperties, digest: propertiesDigest } = writeSignedProperties(p);
  return `<ext:UBLExtensions>
    <ext:UBLExtension>
        <ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>
        <ext:ExtensionContent>
            <sig:UBLDocumentSignatures xmlns:sig="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2" xmlns:sac="urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2" xmlns:sbc="urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2">
                <sac:SignatureInformation>
                    <cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>
                    <sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>
                    <ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Id="signature">
                        <ds:SignedInfo>
                            <ds:CanonicalizationMethod Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>
                            <ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>
                            <ds:Reference Id="invoiceSignedData" URI="">
                                <ds:Transforms>
                                    <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">
                                        <ds:XPath>not(//ancestor-or-self::ext:UBLExtensions)</ds:XPath>
                                    </ds:Transform>
                                    <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">
                                        <ds:XPath>not(//ancestor-or-self::cac:Signature)</ds:XPath>
                                    </ds:Transform>
                                    <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">
                                        <ds:XPath>not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])</ds:XPath>
                                    </ds:Transform>
                                    <ds:Transform Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>
                                </ds:Transforms>
                                <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
                                <ds:DigestValue>${p.invoiceHash}</ds:DigestValue>
                            </ds:Reference>
                            <ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">
                                <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
                                <ds:DigestValue>${propertiesDigest}</ds:DigestValue>
                            </ds:Reference>
                        </ds:SignedInfo>
                        <ds:SignatureValue>${p.signatureValue}</ds:SignatureValue>
                        <ds:KeyInfo>
                            <ds:X509Data>
                                <ds:X509Certificate>${p.certificateBase64}</ds:X509Certificate>
                            </ds:X509Data>
                        </ds:KeyInfo>
                        <ds:Object>
                            <xades:QualifyingProperties xmlns:xades="http://uri.etsi.org/01903/v1.3.2#" Target="signature">
                                ${signedProperties}
                            </xades:QualifyingProperties>
                        </ds:Object>
                    </ds:Signature>
                </sac:SignatureInformation>
            </sig:UBLDocumentSignatures>
        </ext:ExtensionContent>
    </ext:UBLExtension>
</ext:UBLExtensions>`;
}

/** The QR reference, placed just before cac:Signature. */
export function qrReferenceXml(qr: string): string {
  return `<cac:AdditionalDocumentReference>
        <cbc:ID>QR</cbc:ID>
        <cac:Attachment>
            <cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${qr}</cbc:EmbeddedDocumentBinaryObject>
        </cac:Attachment>
</cac:AdditionalDocumentReference>`;
}
