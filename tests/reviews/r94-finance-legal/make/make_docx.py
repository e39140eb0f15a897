"""Writes files/21-*.docx … files/28-*.docx (run from tests/reviews/r94-finance-legal with /usr/bin/python3 make/make_docx.py)."""
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Pt, RGBColor

OUT = "files/"


def base(font="Calibri", size=10.5, margins=0.75):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    for s in doc.sections:
        s.left_margin = s.right_margin = Inches(margins)
        s.top_margin = s.bottom_margin = Inches(0.6)
    return doc


def para(doc, text="", bold=False, italic=False, size=None, align=None, color=None, space_after=2, space_before=0):
    p = doc.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align is not None:
        p.alignment = align
    p.paragraph_format.space_after = Pt(space_after)
    p.paragraph_format.space_before = Pt(space_before)
    return p


def runs(doc, parts, space_after=2, space_before=0):
    """A paragraph of (text, bold, italic) runs."""
    p = doc.add_paragraph()
    for text, b, i in parts:
        r = p.add_run(text)
        r.bold, r.italic = b, i
    p.paragraph_format.space_after = Pt(space_after)
    p.paragraph_format.space_before = Pt(space_before)
    return p


def rule(p, color="1F3864"):
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    b = OxmlElement("w:bottom")
    b.set(qn("w:val"), "single"), b.set(qn("w:sz"), "6"), b.set(qn("w:space"), "1"), b.set(qn("w:color"), color)
    bdr.append(b)
    pPr.append(bdr)


def heading(doc, text, color="1F3864", size=11.5, upper=True, line=True):
    p = para(doc, text.upper() if upper else text, bold=True, size=size, color=color, space_before=10, space_after=3)
    if line:
        rule(p, color)
    return p


def tabbed(doc, left, right, bold=True, italic=False, pos=7.0):
    """Left text, a right-aligned tab stop, the dates."""
    p = doc.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Inches(pos), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold, r.italic = bold, italic
    p.add_run("\t" + right)
    p.paragraph_format.space_after = Pt(0)
    p.paragraph_format.space_before = Pt(6)
    return p


def bullets(doc, items, style="List Bullet"):
    for it in items:
        p = doc.add_paragraph(it, style=style)
        p.paragraph_format.space_after = Pt(1)


def no_borders(table):
    tblPr = table._tbl.tblPr
    b = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{edge}")
        e.set(qn("w:val"), "nil")
        b.append(e)
    tblPr.append(b)


def cell_lines(cell, lines, size=None):
    """Lines of a cell: a string, or (text, bold, italic), or ("•", text) for a bullet line."""
    cell.text = ""
    for i, line in enumerate(lines):
        p = cell.paragraphs[0] if i == 0 else cell.add_paragraph()
        if isinstance(line, str):
            line = (line, False, False)
        if line[0] == "•":
            p.paragraph_format.left_indent = Inches(0.15)
            text, b, it = "• " + line[1], False, False
        else:
            text, b, it = line
        r = p.add_run(text)
        r.bold, r.italic = b, it
        if size:
            r.font.size = Pt(size)
        p.paragraph_format.space_after = Pt(1)


def widths(table, inches):
    for row in table.rows:
        for c, w in zip(row.cells, inches):
            c.width = Inches(w)


# 21 — US litigation paralegal: tab stops for right-aligned dates, employer on the next line in italics.
def doc21():
    doc = base("Calibri", 10.5)
    para(doc, "MARISOL ESPINOZA, ACP", bold=True, size=19, align=WD_ALIGN_PARAGRAPH.CENTER, color="2E4053")
    para(doc, "Phoenix, AZ 85016  |  (602) 555-0161  |  marisol.espinoza@example.com", align=WD_ALIGN_PARAGRAPH.CENTER, size=10)
    heading(doc, "Summary", color="2E4053")
    para(doc, "Advanced Certified Paralegal with thirteen years in civil litigation, from the County Attorney's Office to two "
              "AmLaw 200 firms. Runs e-discovery from collection to production, builds trial notebooks and keeps dockets for "
              "teams of up to eight attorneys. Bilingual English/Spanish.")
    heading(doc, "Professional Experience", color="2E4053")
    tabbed(doc, "Senior Litigation Paralegal", "Mar 2020 – Present")
    para(doc, "Snell & Wilmer L.L.P., Phoenix, AZ", italic=True)
    bullets(doc, [
        "Manage e-discovery for product liability and commercial cases in Relativity and Everlaw: processing, review batches, privilege logs and productions of up to 1.2M documents.",
        "Prepare trial notebooks, exhibit lists and witness binders; supported four jury trials in Maricopa County Superior Court and the District of Arizona.",
        "Draft subpoenas, discovery responses and deposition summaries; file through PACER/CM-ECF and AZTurboCourt.",
        "Maintain litigation calendars and docketing in CompuLaw for a team of 8 attorneys.",
    ])
    tabbed(doc, "Litigation Paralegal", "Aug 2016 – Feb 2020")
    para(doc, "Lewis Roca Rothgerber Christie LLP, Phoenix, AZ", italic=True)
    bullets(doc, [
        "Organised case files and chronologies in CaseMap; medical records requests and summaries for insurance defense matters.",
        "Cite-checked briefs and performed legal research in Westlaw.",
    ])
    tabbed(doc, "Legal Assistant", "Jun 2013 – Jul 2016")
    para(doc, "Maricopa County Attorney's Office, Phoenix, AZ", italic=True)
    bullets(doc, ["Supported the civil division: intake, document control, Spanish-language interpreting for witness interviews."])
    heading(doc, "Education", color="2E4053")
    tabbed(doc, "Paralegal Certificate (ABA-approved)", "2013")
    para(doc, "Phoenix College, Phoenix, AZ", italic=True)
    tabbed(doc, "Bachelor of Arts, Justice Studies", "2012")
    para(doc, "Arizona State University, Tempe, AZ", italic=True)
    heading(doc, "Certifications", color="2E4053")
    tabbed(doc, "Advanced Certified Paralegal (ACP) – Discovery, NALA", "2019", bold=False)
    tabbed(doc, "Certified Paralegal (CP), NALA", "2015", bold=False)
    heading(doc, "Skills", color="2E4053")
    bullets(doc, [
        "E-discovery: Relativity, Everlaw, CaseMap",
        "Research & filing: Westlaw, PACER/CM-ECF, AZTurboCourt",
        "Trial preparation, deposition summaries, legal research, calendaring and docketing (CompuLaw)",
        "Languages: Spanish (bilingual, legal terminology)",
    ])
    doc.save(OUT + "21-us-litigation-paralegal-tabstops.docx")


# 22 — UK newly qualified solicitor: every entry in a borderless two-column table (dates | details).
def doc22():
    doc = base("Arial", 10)
    para(doc, "JAMES OKONKWO-BRIGHT", bold=True, size=18)
    para(doc, "Newly Qualified Solicitor (Corporate)", size=12, color="5B2C6F")
    para(doc, "Manchester M4  |  07700 900 248  |  james.ob@example.co.uk", size=9.5, space_after=6)
    heading(doc, "Profile", color="5B2C6F")
    para(doc, "Corporate solicitor, qualified into DWF's Manchester corporate team in September 2025 after a two-year "
              "training contract. Experience of private M&A, banking and real estate transactions for owner-managed "
              "businesses and private equity houses, and a year as a commercial property paralegal before training.")

    def table_section(title, rows, wd=(1.55, 5.45)):
        heading(doc, title, color="5B2C6F")
        t = doc.add_table(rows=len(rows), cols=2)
        no_borders(t)
        for row, (left, right) in zip(t.rows, rows):
            cell_lines(row.cells[0], [left], size=9.5)
            cell_lines(row.cells[1], right)
        widths(t, wd)

    table_section("Legal Experience", [
        ("Sep 2025 – present", [("Solicitor (NQ), Corporate", True, False), ("DWF LLP, Manchester", False, True),
                                ("•", "Share and asset purchases (£2m–£60m) for trade buyers and PE-backed platforms; first drafts of SPAs, disclosure letters and ancillaries."),
                                ("•", "Run due diligence workstreams and data rooms; manage completion checklists and Companies House filings.")]),
        ("Sep 2023 – Sep 2025", [("Trainee Solicitor", True, False), ("DWF LLP, Manchester", False, True),
                                 ("•", "Seats: Corporate M&A; Banking & Finance; Real Estate; Commercial Litigation."),
                                 ("•", "Banking: conditions precedent, security documents and Land Registry registrations for leveraged facilities.")]),
        ("Jul 2022 – Aug 2023", [("Paralegal, Commercial Property", True, False), ("Brabners LLP, Manchester", False, True),
                                 ("•", "Lease reports, SDLT returns and Land Registry applications for a retail portfolio of 140 units.")]),
        ("June – July 2021", [("Vacation Scheme (2 weeks)", True, False), ("Addleshaw Goddard LLP, Manchester", False, True)]),
    ])
    table_section("Other Employment", [
        ("Sep 2018 – Jun 2021", [("Customer Assistant (part-time)", True, False), ("Tesco, Didsbury", False, True),
                                 ("•", "16 hours a week alongside my degree; trained new starters on the tills and online orders.")]),
    ])
    table_section("Education", [
        ("2021 – 2022", [("LLM Legal Practice (SQE1), Distinction", True, False), ("The University of Law, Manchester", False, True)]),
        ("2018 – 2021", [("LLB (Hons) Law, 2:1", True, False), ("University of Manchester", False, True)]),
        ("2016 – 2018", [("A Levels: Law (A*), History (A), Economics (A)", True, False), ("Xaverian College, Manchester", False, True)]),
    ])
    heading(doc, "Qualifications", color="5B2C6F")
    bullets(doc, [
        "Admitted to the Roll of Solicitors of England and Wales, September 2025 (SRA ID 8123456)",
        "SQE2 – passed, April 2025",
        "SQE1 (FLK1 & FLK2) – passed, July 2022",
    ])
    heading(doc, "Skills", color="5B2C6F")
    para(doc, "Due diligence · drafting · Land Registry · Companies House · LexisNexis · Practical Law · HighQ · "
              "Microsoft Office · client care · time management · Igbo (conversational)")
    doc.save(OUT + "22-uk-nq-solicitor-table.docx")


# 23 — Canadian financial analyst: name and contact only in the page header.
def doc23():
    doc = base("Cambria", 10.5, margins=0.85)
    sec = doc.sections[0]
    sec.header_distance = Inches(0.35)
    hp = sec.header.paragraphs[0]
    r = hp.add_run("Harpreet (Harry) Sandhu")
    r.bold, r.font.size = True, Pt(15)
    hp2 = sec.header.add_paragraph()
    r2 = hp2.add_run("Calgary, AB  •  403-555-0117  •  harpreet.sandhu@example.ca")
    r2.font.size = Pt(9.5)
    rule(hp2, "7F7F7F")
    para(doc, "FINANCIAL ANALYST — ENERGY & INFRASTRUCTURE", bold=True, size=12, color="1F4E79", space_before=4)
    heading(doc, "Summary", color="1F4E79", size=11)
    para(doc, "Financial analyst with seven years in corporate development and FP&A at two of Canada's largest pipeline "
              "companies. Builds the models behind capital allocation decisions of $50M–$2B and explains them to "
              "executives. CFA Level II candidate.")
    heading(doc, "Experience", color="1F4E79", size=11)
    for title, org, dates, items in [
        ("Financial Analyst, Corporate Development", "Enbridge Inc. — Calgary, AB", "03/2022 – Present", [
            "Valuation models (DCF, NPV/IRR, accretion/dilution) for 9 acquisition and divestiture opportunities; two closed ($640M total).",
            "Capital budgeting reviews for the annual $4B growth program; sensitivity and scenario analysis for the investment committee.",
            "Built Power BI dashboards that replaced 30 monthly Excel packs."]),
        ("Financial Analyst, FP&A", "TC Energy — Calgary, AB", "06/2019 – 02/2022", [
            "Monthly variance analysis and rolling forecasts for the Canadian natural gas pipelines segment (revenue $2.3B).",
            "Owned the SAP BPC planning templates; automated actuals loads with SQL queries."]),
        ("Finance Co-op Student", "ATB Financial — Edmonton, AB", "05/2018 – 12/2018", [
            "Commercial credit spreading and covenant monitoring support."]),
    ]:
        para(doc, title, bold=True, space_before=6, space_after=0)
        para(doc, org, italic=True, space_after=0)
        para(doc, dates, size=9.5, color="595959", space_after=1)
        bullets(doc, items)
    heading(doc, "Education", color="1F4E79", size=11)
    para(doc, "Bachelor of Commerce, Finance (with Distinction)", bold=True, space_after=0)
    para(doc, "Haskayne School of Business, University of Calgary — 2019", space_after=3)
    para(doc, "CFA Program: Level I passed (2021); Level II candidate (August 2027)", space_after=3)
    heading(doc, "Certificates", color="1F4E79", size=11)
    bullets(doc, ["Bloomberg Market Concepts (BMC), 2020", "Wall Street Prep Financial Modeling certificate, 2021"])
    heading(doc, "Skills", color="1F4E79", size=11)
    bullets(doc, [
        "Financial modelling (DCF, NPV/IRR), capital budgeting, variance analysis, forecasting",
        "Excel (advanced), Power BI, SAP BPC, SQL",
        "Presentation skills; cross-functional collaboration with engineering and commercial teams",
    ])
    doc.save(OUT + "23-ca-financial-analyst-header.docx")


# 24 — Indian CA in internal audit: "(Aug 2021 – till date)", grid qualification table, personal details table, declaration.
def doc24():
    doc = base("Times New Roman", 11, margins=0.8)
    para(doc, "CA Karthik Subramanian", bold=True, size=17, align=WD_ALIGN_PARAGRAPH.CENTER)
    para(doc, "Chartered Accountant | Internal Audit & Risk Advisory", align=WD_ALIGN_PARAGRAPH.CENTER)
    para(doc, "Mobile: +91 97400 55519 | Email: karthik.subramanian@example.in | Bengaluru, Karnataka", size=10, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=6)
    heading(doc, "Professional Summary", color="000000", size=11)
    bullets(doc, [
        "Qualified Chartered Accountant with 7+ years of post-qualification experience in internal audit, IFC testing and risk advisory, plus 3 years of articleship.",
        "Led process audits for IT services, manufacturing and retail clients; reporting to Audit Committees.",
        "Strong in SAP S/4HANA (FICO) controls, data analytics with IDEA and Power BI.",
    ])
    heading(doc, "Work Experience", color="000000", size=11)
    for line, items in [
        ("Manager – Internal Audit, Infosys Limited, Bengaluru (Aug 2021 – till date)", [
            "Plan and execute risk-based process audits (procure-to-pay, order-to-cash, payroll, treasury) across 6 delivery centres.",
            "Internal financial controls (IFC) testing under the Companies Act, 2013 and SOX 404 testing for the US-listed ADR programme.",
            "Data analytics on full populations in IDEA; dashboards for the Audit Committee in Power BI."]),
        ("Assistant Manager – Risk Advisory, Grant Thornton Bharat LLP, Bengaluru (Jan 2019 – Jul 2021)", [
            "Internal audits and risk assessments for manufacturing and retail clients; SOP and risk-control matrix documentation.",
            "Forensic review of vendor master data for a consumer durables company."]),
        ("Article Assistant, K. S. Rao & Co., Chartered Accountants, Hyderabad (Jul 2015 – Jun 2018)", [
            "Statutory audits of private companies and bank branch audits; tax audits under Section 44AB; GST and income tax returns in Tally ERP 9."]),
    ]:
        para(doc, line, bold=True, space_before=5, space_after=1)
        bullets(doc, items)
    heading(doc, "Educational Qualifications", color="000000", size=11)
    rows = [("Qualification", "Institute / Board", "Year", "Marks"),
            ("CA Final", "ICAI", "Nov 2018", "58%"),
            ("CA Intermediate (IPCC)", "ICAI", "May 2014", "62%"),
            ("B.Com", "Osmania University", "2016", "74%"),
            ("Class XII", "Board of Intermediate Education, Telangana", "2013", "92%")]
    t = doc.add_table(rows=len(rows), cols=4)
    t.style = "Table Grid"
    for row, vals in zip(t.rows, rows):
        for c, v in zip(row.cells, vals):
            c.text = v
    for c in t.rows[0].cells:
        c.paragraphs[0].runs[0].bold = True
    heading(doc, "Certifications", color="000000", size=11)
    bullets(doc, [
        "Associate Member, ICAI (ACA) – Membership No. 245871",
        "DISA – Post Qualification Course in Information Systems Audit (ICAI), 2020",
        "Certified Internal Auditor (CIA) – Part 1 cleared",
    ])
    heading(doc, "IT Skills", color="000000", size=11)
    para(doc, "SAP S/4HANA (FICO), IDEA, Power BI, MS Excel (advanced), Tally ERP 9")
    heading(doc, "Personal Details", color="000000", size=11)
    rows = [("Date of Birth", "22 June 1994"), ("Father's Name", "Mr. R. Subramanian"),
            ("Languages Known", "English, Tamil, Telugu, Kannada, Hindi"), ("Marital Status", "Married"),
            ("Address", "#45, 3rd Cross, Jayanagar 4th Block, Bengaluru – 560011")]
    t = doc.add_table(rows=len(rows), cols=2)
    no_borders(t)
    for row, (k, v) in zip(t.rows, rows):
        row.cells[0].text, row.cells[1].text = k, ": " + v
    widths(t, (1.8, 5.0))
    heading(doc, "Declaration", color="000000", size=11)
    para(doc, "I hereby declare that the details furnished above are true and correct to the best of my knowledge and belief.")
    p = para(doc, "Place: Bengaluru", space_before=10)
    p.paragraph_format.tab_stops.add_tab_stop(Inches(6.8), WD_TAB_ALIGNMENT.RIGHT)
    p.add_run("\t(Karthik Subramanian)")
    doc.save(OUT + "24-in-ca-internal-audit-manager.docx")


# 25 — UK self-employed bookkeeper (MAAT): a career break on its own dated line, Word heading styles.
def doc25():
    doc = base("Calibri", 11)
    doc.add_heading("Gillian Thwaite MAAT", level=0)
    para(doc, "Self-employed Bookkeeper & Payroll Bureau", bold=True, size=12)
    para(doc, "Harrogate, North Yorkshire HG1  |  07700 900 873  |  gill@thwaitebookkeeping.example.co.uk  |  www.thwaitebookkeeping.example.co.uk", size=9.5, space_after=8)
    doc.add_heading("About me", level=1)
    para(doc, "AAT-licensed bookkeeper running my own practice for small businesses, sole traders and charities around "
              "Harrogate. Cloud bookkeeping, VAT under Making Tax Digital, CIS and payroll, with tidy year-end packs that "
              "my clients' accountants can sign off quickly.")
    doc.add_heading("Work history", level=1)
    for head, dates, items in [
        ("Owner / Bookkeeper – Thwaite Bookkeeping Services, Harrogate (self-employed)", "Apr 2017 – present", [
            "28 clients in trades, hospitality and charities: bookkeeping in Xero, QuickBooks and Sage 50; bank reconciliations and management accounts.",
            "Quarterly VAT returns under Making Tax Digital and monthly CIS returns; HMRC agent services.",
            "Payroll bureau for 9 clients (120 payslips a month) in BrightPay, including auto-enrolment pensions and RTI submissions.",
            "Year-end packs for clients' accountants; anti-money laundering supervision by the AAT."]),
        ("Accounts Assistant (part-time, 24 hrs) – Bettys & Taylors Group, Harrogate", "Sep 2012 – Mar 2017", [
            "Purchase ledger for 600 suppliers, supplier statement reconciliations and weekly payment runs in Sage 200.",
            "Petty cash, expenses and bank reconciliations for the café division."]),
        ("Career break – raising my family", "2009 – 2012", []),
        ("Sales Ledger Clerk – Asda Stores Ltd, Leeds", "May 2005 – Aug 2009", [
            "Customer invoicing, cash allocation and credit control calls for wholesale accounts."]),
    ]:
        p = tabbed(doc, head, dates, pos=6.9)
        bullets(doc, items)
    doc.add_heading("Qualifications", level=1)
    bullets(doc, [
        "AAT Level 4 Diploma in Professional Accounting – Harrogate College, 2016",
        "Member of AAT (MAAT) since 2016; Licensed AAT Bookkeeper",
        "Xero Advisor Certified",
        "QuickBooks Online ProAdvisor",
        "A Levels: Business Studies, English, Geography – Harrogate Grammar School, 2003",
    ])
    doc.add_heading("Skills", level=1)
    bullets(doc, [
        "Xero, QuickBooks, Sage 50, Sage 200, BrightPay, Dext",
        "VAT returns (MTD), CIS returns, payroll and auto-enrolment",
        "Bank reconciliations, purchase ledger, sales ledger, credit control",
        "Clear communication with clients who are not finance people",
    ])
    doc.save(OUT + "25-uk-bookkeeper-aat.docx")


# 26 — US entry-level KYC analyst: education first, "Summer 2023", skills in a table.
def doc26():
    doc = base("Garamond", 11.5, margins=0.8)
    para(doc, "Aaliyah N. Brooks", bold=True, size=20, align=WD_ALIGN_PARAGRAPH.CENTER)
    para(doc, "Jersey City, NJ · 201-555-0145 · aaliyah.brooks@example.com · linkedin.com/in/aaliyahbrooks", size=10.5, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=6)
    heading(doc, "Education", color="000000", size=11.5)
    tabbed(doc, "Rutgers Business School – Newark, NJ", "May 2024", pos=6.9)
    para(doc, "B.S. in Finance, Minor in Criminal Justice · GPA 3.52", italic=True)
    para(doc, "Relevant coursework: Financial Institutions, Financial Crime & Fraud, Business Law, Econometrics")
    heading(doc, "Experience", color="000000", size=11.5)
    tabbed(doc, "KYC Analyst, JPMorgan Chase & Co., Jersey City, NJ", "Aug 2024 – Present", pos=6.9)
    bullets(doc, [
        "Complete onboarding and periodic reviews for 25–30 commercial banking clients a month: CIP, CDD and EDD under the FinCEN CDD Rule, including beneficial ownership.",
        "Screen clients and related parties with LexisNexis Bridger and World-Check; document adverse media research and escalate potential matches to Financial Intelligence.",
        "Keep case files in Fenergo; 98% quality-assurance pass rate in 2025.",
    ])
    tabbed(doc, "Compliance Intern, Prudential Financial, Newark, NJ", "Summer 2023", pos=6.9)
    bullets(doc, ["Tested 200 customer files against the AML program's documentation standards; summarised findings in Excel and Power BI."])
    tabbed(doc, "Bank Teller (part-time), TD Bank, Newark, NJ", "09/2021 – 05/2024", pos=6.9)
    bullets(doc, ["Cash handling and deposits for 100+ customers a day; flagged structuring patterns to the branch BSA officer."])
    heading(doc, "Skills", color="000000", size=11.5)
    rows = [("Compliance", "KYC, CDD/EDD, AML, OFAC screening, FinCEN regulations, adverse media research"),
            ("Tools", "Fenergo, LexisNexis Bridger, World-Check, Excel, Power BI"),
            ("Languages", "Spanish (conversational)")]
    t = doc.add_table(rows=3, cols=2)
    no_borders(t)
    for row, (k, v) in zip(t.rows, rows):
        cell_lines(row.cells[0], [(k, True, False)])
        cell_lines(row.cells[1], [v])
    widths(t, (1.3, 5.6))
    heading(doc, "Certifications", color="000000", size=11.5)
    bullets(doc, ["FINRA SIE (2024)", "ACAMS – CAMS exam scheduled December 2026"])
    doc.save(OUT + "26-us-kyc-analyst-entry.docx")


# 27 — Australian claims consultant: 4×3 capability table, "Employer | Town | dates" line with the title under it.
def doc27():
    doc = base("Calibri", 10.5)
    para(doc, "LACHLAN O'SULLIVAN", bold=True, size=20, color="7B241C")
    para(doc, "Senior Claims Consultant – Commercial Property", size=12)
    para(doc, "Geelong VIC 3220 | 0491 570 339 | lachlan.osullivan@example.com.au", size=10, space_after=6)
    heading(doc, "Profile", color="7B241C")
    para(doc, "Claims professional with over 13 years in general insurance, the last six handling complex commercial "
              "property claims up to $5M. Calm with customers on the worst day of their year, firm with loss adjusters "
              "and builders, and fluent in the General Insurance Code of Practice.")
    heading(doc, "Key capabilities", color="7B241C")
    caps = ["Claims assessment", "Policy interpretation", "Loss adjuster management",
            "Fraud indicators", "Reserving", "Subrogation & recovery",
            "Customer advocacy", "Complaints handling (IDR/AFCA)", "Guidewire ClaimCenter",
            "Negotiation", "Stakeholder management", "General Insurance Code of Practice"]
    t = doc.add_table(rows=4, cols=3)
    t.style = "Table Grid"
    for i, c in enumerate(caps):
        t.rows[i // 3].cells[i % 3].text = c
    heading(doc, "Employment", color="7B241C")
    for line, title, items in [
        ("Allianz Australia | Melbourne VIC | Jun 2020 – Present", "Senior Claims Consultant, Commercial Property", [
            "Manage a portfolio of 70–90 open commercial property claims (fire, storm, flood, theft) with delegated authority to $500k.",
            "Appoint and direct loss adjusters, forensic accountants and builders; set and review reserves monthly.",
            "Pursue subrogation recoveries ($1.4M recovered in FY25); resolve IDR complaints within Code timeframes."]),
        ("Suncorp Group (AAMI) | Geelong VIC | Feb 2016 – May 2020", "Claims Consultant, Home & Motor", [
            "Assessed home and motor claims in Guidewire ClaimCenter; identified fraud indicators and referred 40+ claims to the investigations unit."]),
        ("RACV | Noble Park VIC | 2013 – 2016", "Customer Service Officer, Roadside & Insurance", [
            "Inbound calls for roadside assistance and policy changes; first-notice-of-loss lodgement."]),
    ]:
        para(doc, line, bold=True, space_before=6, space_after=0)
        para(doc, title, italic=True, space_after=1)
        bullets(doc, items)
    heading(doc, "Education & training", color="7B241C")
    bullets(doc, [
        "Certificate IV in Insurance Services – Kaplan Professional, 2017",
        "Tier 1 General Insurance (RG146) – ANZIIF, 2016",
        "Bachelor of Arts – Deakin University, 2012",
    ])
    heading(doc, "Memberships & licences", color="7B241C")
    bullets(doc, ["Senior Associate, ANZIIF (Snr Assoc. ANZIIF (CIP)), 2022", "Victorian Driver Licence"])
    para(doc, "Referees available on request.", italic=True, space_before=8)
    doc.save(OUT + "27-au-claims-consultant-grid.docx")


# 28 — Nigerian corporate banking RM: labelled personal details, "January 2020 – To Date", NYSC, SIWES, referees.
def doc28():
    doc = base("Times New Roman", 11.5, margins=0.9)
    para(doc, "CURRICULUM VITAE", bold=True, size=14, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=8)
    heading(doc, "Personal Information", color="000000", size=11.5)
    rows = [("Name", "Oluwaseun Adeyemi-Bakare"), ("Address", "14 Adeola Odeku Street, Victoria Island, Lagos"),
            ("Phone", "+234 803 555 0162"), ("E-mail", "seun.adeyemibakare@example.com.ng"),
            ("Date of Birth", "12th March 1991"), ("State of Origin", "Ogun State"), ("Marital Status", "Married")]
    t = doc.add_table(rows=len(rows), cols=2)
    no_borders(t)
    for row, (k, v) in zip(t.rows, rows):
        cell_lines(row.cells[0], [(k + ":", True, False)])
        cell_lines(row.cells[1], [v])
    widths(t, (1.6, 5.0))
    heading(doc, "Career Objective", color="000000", size=11.5)
    para(doc, "To grow a profitable corporate banking portfolio in a leading financial institution, using my training as a "
              "chartered accountant and banker to structure credit and transaction banking solutions for clients.")
    heading(doc, "Work Experience", color="000000", size=11.5)
    for head, dates, items in [
        ("Relationship Manager, Corporate Banking — Guaranty Trust Bank Ltd (GTCO), Victoria Island, Lagos", "January 2020 – To Date", [
            "Manage a portfolio of 22 corporate clients in manufacturing and FMCG with ₦180bn in risk assets and ₦95bn in deposits.",
            "Structure working capital, term loans, trade finance (LCs, bonds and guarantees) and FX solutions; prepare credit packages for the Management Credit Committee.",
            "Grew the portfolio's deposit base by 38% in 2024 through cash management products."]),
        ("Credit Analyst — Access Bank Plc, Lagos", "March 2017 – December 2019", [
            "Financial statement analysis, cash-flow projections and risk rating of commercial and corporate borrowers.",
            "Monitored covenants and prepared annual credit reviews in Finacle."]),
        ("Audit Assistant (NYSC Corps Member) — Office of the Auditor-General for Ogun State, Abeokuta", "2015 – 2016", [
            "National Youth Service Corps primary assignment: audits of ministries' payment vouchers and revenue records."]),
        ("Industrial Trainee (SIWES) — PKF Professional Services, Lagos", "June 2013 – November 2013", [
            "Vouching, casting and bank confirmations for audit clients."]),
    ]:
        para(doc, head, bold=True, space_before=6, space_after=0)
        para(doc, dates, italic=True, space_after=1)
        bullets(doc, items)
    heading(doc, "Educational Qualifications", color="000000", size=11.5)
    bullets(doc, [
        "B.Sc. Accounting (Second Class Upper Division) — Obafemi Awolowo University, Ile-Ife, 2014",
        "West African Senior School Certificate (WASSCE) — Federal Government College, Odogbolu, 2008",
    ])
    heading(doc, "Professional Qualifications", color="000000", size=11.5)
    bullets(doc, [
        "Associate Chartered Accountant (ACA) — Institute of Chartered Accountants of Nigeria (ICAN), 2018",
        "Associate, Chartered Institute of Bankers of Nigeria (ACIB), 2021",
    ])
    heading(doc, "Skills", color="000000", size=11.5)
    bullets(doc, [
        "Credit analysis and risk assessment; financial statement analysis",
        "Relationship management; negotiation; team leadership",
        "Trade finance, FX and cash management products",
        "Finacle, MS Excel, MS PowerPoint",
    ])
    heading(doc, "Hobbies", color="000000", size=11.5)
    para(doc, "Reading, football, travelling")
    heading(doc, "Referees", color="000000", size=11.5)
    para(doc, "Mr. Emeka Nwosu, Group Head, Corporate Banking, Guaranty Trust Bank Ltd, Lagos — +234 802 555 0111")
    para(doc, "Dr. (Mrs.) Folake Adebanjo, Senior Lecturer, Department of Accounting, Obafemi Awolowo University, Ile-Ife — +234 805 555 0190")
    doc.save(OUT + "28-ng-corporate-banking-rm-referees.docx")


if __name__ == "__main__":
    for f in (doc21, doc22, doc23, doc24, doc25, doc26, doc27, doc28):
        f()
