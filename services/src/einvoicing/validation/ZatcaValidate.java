// Validates ZATCA e-invoices the way ZATCA's SDK does, offline: the UBL 2.1 XSD (the JDK's own validator), then the
// EN 16931 and KSA Schematron rules (compiled XSLT 2.0, run by Saxon-HE). One JVM for any number of documents.
// Usage: java -cp <saxon jars> ZatcaValidate.java <zatca-data dir> < list of files (one path a line)
// Output: one JSON object a line per document: {"file":..., "findings":[{"stage","severity","id","text"}]}.
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import net.sf.saxon.s9api.DocumentBuilder;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.XPathCompiler;
import net.sf.saxon.s9api.XdmDestination;
import net.sf.saxon.s9api.XdmItem;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.XsltExecutable;
import net.sf.saxon.s9api.Xslt30Transformer;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXParseException;

public class ZatcaValidate {
  record Finding(String stage, String severity, String id, String text) {}

  static String json(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString();
  }

  public static void main(String[] args) throws Exception {
    File data = new File(args[0]);
    SchemaFactory schemas = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    Schema schema = schemas.newSchema(new File(data, "Schemas/xsds/UBL2.1/xsd/maindoc/UBL-Invoice-2.1.xsd"));
    Processor saxon = new Processor(false);
    XsltExecutable en16931 = saxon.newXsltCompiler().compile(new StreamSource(new File(data, "Rules/schematrons/CEN-EN16931-UBL.xsl")));
    XsltExecutable ksa = saxon.newXsltCompiler().compile(new StreamSource(new File(data, "Rules/schematrons/20210819_ZATCA_E-invoice_Validation_Rules.xsl")));
    XPathCompiler xpath = saxon.newXPathCompiler();
    xpath.declareNamespace("svrl", "http://purl.oclc.org/dsdl/svrl");
    DocumentBuilder builder = saxon.newDocumentBuilder();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = in.readLine()) != null; ) {
      if (line.isBlank()) continue;
      File file = new File(line.trim());
      List<Finding> findings = new ArrayList<>();
      try {
        Validator validator = schema.newValidator();
        validator.setErrorHandler(new ErrorHandler() {
          public void warning(SAXParseException e) { findings.add(new Finding("xsd", "warning", "XSD", e.getLineNumber() + ": " + e.getMessage())); }
          public void error(SAXParseException e) { findings.add(new Finding("xsd", "error", "XSD", e.getLineNumber() + ": " + e.getMessage())); }
          public void fatalError(SAXParseException e) { findings.add(new Finding("xsd", "error", "XSD", e.getLineNumber() + ": " + e.getMessage())); }
        });
        validator.validate(new StreamSource(file));
        XdmNode doc = builder.build(file);
        for (var rules : List.of(List.of("en16931", en16931), List.of("ksa", ksa))) {
          Xslt30Transformer t = ((XsltExecutable) rules.get(1)).load30();
          XdmDestination svrl = new XdmDestination();
          t.transform(doc.asSource(), svrl);
          for (XdmItem a : xpath.evaluate("//svrl:failed-assert | //svrl:successful-report", svrl.getXdmNode())) {
            XdmNode n = (XdmNode) a;
            String flag = n.getAttributeValue(new net.sf.saxon.s9api.QName("flag"));
            String id = n.getAttributeValue(new net.sf.saxon.s9api.QName("id"));
            String text = xpath.evaluate("normalize-space(svrl:text)", n).toString();
            String severity = "warning".equals(flag) ? "warning" : "error";
            findings.add(new Finding((String) rules.get(0), severity, id == null ? "" : id, text));
          }
        }
      } catch (Exception e) {
        findings.add(new Finding("xsd", "error", "PARSE", String.valueOf(e.getMessage())));
      }
      StringBuilder out = new StringBuilder("{\"file\":").append(json(file.getPath())).append(",\"findings\":[");
      for (int i = 0; i < findings.size(); i++) {
        Finding f = findings.get(i);
        if (i > 0) out.append(',');
        out.append("{\"stage\":").append(json(f.stage())).append(",\"severity\":").append(json(f.severity()))
          .append(",\"id\":").append(json(f.id())).append(",\"text\":").append(json(f.text())).append('}');
      }
      System.out.println(out.append("]}"));
      System.out.flush();
    }
  }
}
