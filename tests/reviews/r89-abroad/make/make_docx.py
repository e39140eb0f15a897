#!/usr/bin/python3
"""Writes files/21..28 *.docx (review 89, résumés from South Asia, Africa, South-East Asia and the Gulf) with python-docx
(Debian's python3-docx): tables for layout, tab stops for right-aligned dates, bulleted lists, a page header with the
contact details, bordered education tables. Run: /usr/bin/python3 make_docx.py"""
import os
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new_doc(font="Calibri", size=10.5, margins=2.0):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(margins)
        s.top_margin = s.bottom_margin = Cm(margins * 0.8)
    return d


def para(c, text="", bold=False, italic=False, size=None, color=None, align=None, space_after=2):
    p = c.add_paragraph()
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
    return p


def runs(p, *parts):
    for text, b, i in parts:
        r = p.add_run(text)
        r.bold, r.italic = b, i
    return p


def bullet(c, text):
    p = c.add_paragraph(text, style="List Bullet")
    p.paragraph_format.space_after = Pt(1)
    return p


def tabbed(d, left, right, width_cm, bold=True, italic_right=False):
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(width_cm), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold
    p.add_run("\t")
    r2 = p.add_run(right)
    r2.italic = italic_right
    p.paragraph_format.space_after = Pt(0)
    p.paragraph_format.space_before = Pt(6)
    return p


def shade(cell, color):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), color)
    tcPr.append(shd)


def heading(d, text, color="1F4E79", size=11.5, fill=None):
    if fill:
        t = d.add_table(rows=1, cols=1)
        c = t.rows[0].cells[0]
        shade(c, fill)
        p = c.paragraphs[0]
        r = p.add_run(text.upper())
        r.bold = True
        r.font.size = Pt(size)
        return p
    p = para(d, text.upper(), bold=True, size=size, color=color, space_after=3)
    p.paragraph_format.space_before = Pt(10)
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    b = OxmlElement("w:bottom")
    for k, v in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", color)):
        b.set(qn(k), v)
    bdr.append(b)
    pPr.append(bdr)
    return p


def grid(d, rows, widths=None, bold_first_row=True, style="Table Grid"):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    if style:
        t.style = style
    for i, row in enumerate(rows):
        for j, val in enumerate(row):
            c = t.rows[i].cells[j]
            c.text = ""
            r = c.paragraphs[0].add_run(val)
            r.bold = bold_first_row and i == 0
            if widths:
                c.width = Cm(widths[j])
    return t


def kv(d, pairs, width=4.5):
    for k, v in pairs:
        p = d.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(Cm(width))
        p.paragraph_format.space_after = Pt(0)
        runs(p, (k, True, False), ("\t: " + v, False, False))


def save(d, name):
    d.save(os.path.join(OUT, name))
    print("wrote", name)


# 21 Indian BPO team leader: a two-cell layout table (left: contact, skills, personal; right: the rest) ---------------
def f21():
    d = new_doc("Arial", 10)
    para(d, "SNEHA RAMESH KULKARNI", bold=True, size=18, color="6A1B9A", space_after=0)
    para(d, "Team Leader – Customer Operations (Voice & Non-Voice)", italic=True, size=11, space_after=6)
    t = d.add_table(rows=1, cols=2)
    left, right = t.rows[0].cells
    left.width, right.width = Cm(5.5), Cm(11.5)
    shade(left, "F3E5F5")
    left.paragraphs[0].add_run("CONTACT").bold = True
    for x in ["+91 90110 55573", "sneha.kulkarni.bpo@example.in", "Hinjewadi Phase 1, Pune, Maharashtra"]:
        para(left, x)
    para(left, "")
    para(left, "CORE SKILLS", bold=True)
    for x in ["Team management", "Workforce management", "Quality monitoring", "Escalation handling",
              "Six Sigma Yellow Belt", "Avaya CMS", "Salesforce Service Cloud", "Advanced Excel", "Coaching & feedback"]:
        bullet(left, x)
    para(left, "")
    para(left, "PERSONAL DETAILS", bold=True)
    for x in ["DOB: 21 Dec 1992", "Nationality: Indian", "Marital Status: Married", "Languages: English, Hindi, Marathi, Kannada"]:
        para(left, x)
    para(right, "CAREER OBJECTIVE", bold=True, color="6A1B9A").paragraph_format.space_before = Pt(0)
    para(right, "Result-oriented BPO professional with 10+ years in international customer service, looking for an Assistant Manager – Operations role.")
    para(right, "WORK EXPERIENCE", bold=True, color="6A1B9A").paragraph_format.space_before = Pt(6)
    runs(para(right), ("Genpact India Pvt. Ltd., Pune", True, False))
    runs(para(right), ("Team Leader – Customer Care (UK Telecom process)", False, True), ("   |   Since Aug 2019", False, False))
    for x in ["Leading a team of 18 advisors handling inbound calls and e-mails for a UK broadband client.",
              "Driving KPIs: AHT, CSAT, NPS, FCR and schedule adherence; team CSAT improved from 78% to 89%.",
              "Conducting call calibrations, one-on-ones, PIP and monthly reviews.",
              "Preparing daily and weekly MIS reports for the client."]:
        bullet(right, x)
    runs(para(right), ("WNS Global Services, Pune", True, False))
    runs(para(right), ("Senior Customer Service Associate", False, True), ("   |   Nov 2016 – Jul 2019", False, False))
    for x in ["Handled billing and claims queries for a US insurance client.", "Mentored new hires during nesting; SME for process updates."]:
        bullet(right, x)
    runs(para(right), ("Firstsource Solutions Ltd., Mumbai", True, False))
    runs(para(right), ("Customer Service Associate", False, True), ("   |   Jun 2014 – Oct 2016", False, False))
    bullet(right, "Inbound collections and customer service calls for a UK bank.")
    para(right, "EDUCATION", bold=True, color="6A1B9A").paragraph_format.space_before = Pt(6)
    para(right, "B.Com – Savitribai Phule Pune University (Modern College of Arts, Science and Commerce), 2014 – 68%")
    para(right, "HSC – Maharashtra State Board, 2011 – 72%")
    para(right, "SSC – Maharashtra State Board, 2009 – 81%")
    para(right, "CERTIFICATIONS", bold=True, color="6A1B9A").paragraph_format.space_before = Pt(6)
    bullet(right, "Lean Six Sigma Yellow Belt – Genpact, 2021")
    bullet(right, "COPC Certified Implementation Leader (CIL) – 2023")
    para(right, "ACHIEVEMENTS", bold=True, color="6A1B9A").paragraph_format.space_before = Pt(6)
    bullet(right, "Best Team Leader award, Genpact Pune site, FY 2022-23.")
    para(right, "DECLARATION", bold=True, color="6A1B9A").paragraph_format.space_before = Pt(6)
    para(right, "I hereby declare that the information given above is true to the best of my knowledge.")
    para(right, "Place: Pune                                        Sneha R. Kulkarni")
    save(d, "21-bpo-team-leader-layout-table-in.docx")


# 22 Filipino teacher in the UAE: tab-stop dates, LET licence -------------------------------------------------------------
def f22():
    d = new_doc("Cambria", 10.5)
    para(d, "MARIA LOURDES T. REYES, LPT", bold=True, size=16, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Al Nahda 2, Dubai, UAE  •  +971 52 555 3046  •  lourdes.reyes.lpt@example.com", align=WD_ALIGN_PARAGRAPH.CENTER, space_after=6)
    heading(d, "Objective")
    para(d, "A licensed professional teacher seeking a Primary Class Teacher (English) post in a British or American curriculum school in Dubai.")
    heading(d, "Teaching Experience")
    tabbed(d, "Class Teacher – Year 3 (British Curriculum)", "September 2021 – Present", 17)
    para(d, "GEMS Founders School – Al Mizhar, Dubai, UAE", italic=True)
    for x in ["Plan and deliver English, Mathematics and Science lessons following the National Curriculum for England.",
              "Differentiate instruction for EAL learners and students of determination; maintain assessment trackers.",
              "Lead the Year 3 phonics intervention group (Read Write Inc.).",
              "Communicate with parents through termly reports and parent-teacher meetings."]:
        bullet(d, x)
    tabbed(d, "Grade School Teacher (Grades 4–6)", "June 2017 – May 2021", 17)
    para(d, "Colegio de San Agustin – Makati, Philippines", italic=True)
    for x in ["Taught English and Araling Panlipunan; class adviser of Grade 5.", "Coordinator of the school's reading program and spelling bee."]:
        bullet(d, x)
    tabbed(d, "Teacher I (Contractual)", "June 2015 – March 2017", 17)
    para(d, "Department of Education (DepEd) – Sampaloc Elementary School, Manila", italic=True)
    bullet(d, "Taught Grade 2 under the K to 12 curriculum.")
    heading(d, "Educational Attainment")
    tabbed(d, "Bachelor of Elementary Education, major in English", "2015", 17)
    para(d, "Philippine Normal University, Manila – Cum Laude")
    tabbed(d, "Master of Arts in Education (Reading) – units earned", "2019", 17, bold=False)
    para(d, "University of Santo Tomas, Manila")
    heading(d, "Licenses and Certifications")
    bullet(d, "Licensure Examination for Teachers (LET) passer – Professional Regulation Commission, 2015 (Rating: 88.40%)")
    bullet(d, "Dubai KHDA Teacher Approval – 2021")
    bullet(d, "TEFL Certificate (120 hours) – 2020")
    heading(d, "Skills")
    para(d, "Lesson planning • Classroom management • Differentiated instruction • Phonics • Google Classroom • Microsoft Teams • Formative assessment • Parent communication")
    heading(d, "Personal Information")
    kv(d, [("Date of Birth", "14 February 1993"), ("Citizenship", "Filipino"), ("Civil Status", "Married"),
           ("Visa Status", "Husband's visa (NOC available)"), ("Languages", "English, Filipino, Ilocano")])
    save(d, "22-primary-teacher-philippines-uae-tabs.docx")


# 23 Indian mechanical (production) engineer: dot dates "01.08.2017 to 31.03.2020", bordered education table ----------------
def f23():
    d = new_doc("Times New Roman", 11)
    para(d, "RESUME", bold=True, size=14, align=WD_ALIGN_PARAGRAPH.CENTER)
    para(d, "VIKAS KUMAR YADAV", bold=True, size=13, space_after=0)
    para(d, "Email: vikas.yadav.mech@example.com", space_after=0)
    para(d, "Mobile: +91-94150-55218", space_after=0)
    para(d, "Address: 112/4, Shastri Nagar, Kanpur, Uttar Pradesh – 208005", space_after=6)
    heading(d, "Career Objective", fill="D9D9D9")
    para(d, "To secure a challenging position in production / maintenance engineering where I can use my technical and managerial skills for the growth of the organization.")
    heading(d, "Work Experience (10 Years 10 Months)", fill="D9D9D9")
    tabbed(d, "Larsen & Toubro Ltd. (Heavy Engineering), Hazira, Gujarat", "01.04.2020 to till date", 17)
    para(d, "Designation: Assistant Manager – Production", italic=True)
    para(d, "Key Responsibilities:", bold=True)
    for x in ["Planning and execution of fabrication of pressure vessels, heat exchangers and reactors as per ASME Sec VIII.",
              "Daily production planning, manpower allocation and shift management for 80 workmen.",
              "Implementation of 5S, Kaizen and TPM on the shop floor.",
              "Coordination with QA/QC for NDT (RT, UT, MPI) and hydrotest clearance."]:
        bullet(d, x)
    tabbed(d, "Mahindra & Mahindra Ltd. (Automotive Sector), Kandivali, Mumbai", "01.08.2017 to 31.03.2020", 17)
    para(d, "Designation: Engineer – Maintenance", italic=True)
    para(d, "Key Responsibilities:", bold=True)
    for x in ["Preventive and breakdown maintenance of CNC machines, hydraulic presses and conveyors.",
              "Spare parts planning in SAP PM; reduced MTTR by 18%.", "Root cause analysis using Why-Why and Fishbone methods."]:
        bullet(d, x)
    tabbed(d, "Lohia Corp Ltd., Kanpur", "15.12.2015 to 20.07.2017", 17)
    para(d, "Designation: Graduate Engineer Trainee (GET)", italic=True)
    bullet(d, "Assembly line supervision of circular looms and quality inspection.")
    heading(d, "Educational Qualification", fill="D9D9D9")
    grid(d, [["Course", "Institute / Board", "Year", "Percentage"],
             ["B.Tech (Mechanical Engineering)", "Harcourt Butler Technical Institute (HBTI), Kanpur – AKTU", "2015", "76.4%"],
             ["Intermediate (12th)", "UP Board, Allahabad", "2011", "82.6%"],
             ["High School (10th)", "UP Board, Allahabad", "2009", "79.5%"]], widths=[4.5, 7.5, 2, 3])
    heading(d, "Technical Skills", fill="D9D9D9")
    for x in ["Software: AutoCAD, SolidWorks, SAP PM/PP, MS Office",
              "Tools: TPM, 5S, Kaizen, Poka-Yoke, Root Cause Analysis",
              "Domain: Pressure vessel fabrication, Preventive maintenance, Production planning"]:
        bullet(d, x)
    heading(d, "Industrial Training", fill="D9D9D9")
    bullet(d, "4 weeks summer training at Indian Railways, Loco Shed, Kanpur (June 2014).")
    heading(d, "Certification", fill="D9D9D9")
    bullet(d, "Six Sigma Green Belt – KPMG, 2019")
    heading(d, "Personal Profile", fill="D9D9D9")
    kv(d, [("Father's Name", "Sh. Ramesh Chandra Yadav"), ("Date of Birth", "05/09/1993"), ("Gender", "Male"),
           ("Marital Status", "Married"), ("Nationality", "Indian"), ("Languages Known", "Hindi, English, Gujarati"),
           ("Hobbies", "Cricket, Travelling")], width=4.5)
    heading(d, "Declaration", fill="D9D9D9")
    para(d, "I hereby declare that all the details furnished above are true to the best of my knowledge and belief.")
    tabbed(d, "Date:", "(VIKAS KUMAR YADAV)", 17, bold=False)
    para(d, "Place: Hazira")
    save(d, "23-production-engineer-dot-dates-in.docx")


# 24 Sri Lankan QA engineer: contact only in the page header, Word heading styles ------------------------------------------------
def f24():
    d = new_doc("Calibri", 10.5)
    h = d.sections[0].header
    hp = h.paragraphs[0]
    runs(hp, ("Dilshan Fernando", True, False), ("  |  Senior QA Engineer  |  +94 71 555 8260  |  dilshan.fernando@example.lk  |  Kadawatha, Sri Lanka", False, False))
    d.add_heading("Professional Summary", level=1)
    para(d, "ISTQB-certified Senior QA Engineer with experience in test automation for fintech and telecom products delivered to clients in the US, UK and Australia. Strong in Selenium, REST API testing and CI pipelines.")
    d.add_heading("Experience", level=1)
    d.add_heading("Senior QA Engineer – 99x (Pvt) Ltd, Colombo", level=2)
    para(d, "Since March 2022", italic=True)
    for x in ["Own the automation framework (Java, Selenium WebDriver, TestNG, RestAssured) for a Norwegian fintech client.",
              "Integrated regression suites into Azure DevOps pipelines; nightly runs cut manual regression from 5 days to 1.",
              "Performance testing with JMeter for the payments API."]:
        bullet(d, x)
    d.add_heading("QA Engineer – Virtusa (Pvt) Ltd, Colombo", level=2)
    para(d, "Jan'19 – Feb'22", italic=True)
    for x in ["Functional and regression testing of telecom billing (BSS) applications for a UK client.",
              "Test case design, defect tracking in JIRA and test reporting; Agile/Scrum ceremonies."]:
        bullet(d, x)
    d.add_heading("Associate QA Engineer (Trainee) – hSenid Mobile Solutions, Colombo", level=2)
    para(d, "Jul'17 – Dec'18", italic=True)
    bullet(d, "Manual testing of mobile apps (Android/iOS) and SMS gateway products.")
    d.add_heading("Education", level=1)
    para(d, "BSc (Hons) in Information Technology – Sri Lanka Institute of Information Technology (SLIIT), 2017")
    para(d, "G.C.E. Advanced Level (Physical Science) – Nalanda College, Colombo, 2012")
    d.add_heading("Certifications", level=1)
    bullet(d, "ISTQB Certified Tester – Foundation Level (CTFL), 2018")
    bullet(d, "ISTQB Advanced Level Test Automation Engineer (CTAL-TAE), 2023")
    d.add_heading("Technical Skills", level=1)
    para(d, "Selenium WebDriver, TestNG, Cucumber (BDD), RestAssured, Postman, JMeter, Appium, Java, SQL, JIRA, Azure DevOps, Git")
    d.add_heading("Personal Details", level=1)
    para(d, "Date of Birth: 02.06.1993   |   Nationality: Sri Lankan   |   Civil Status: Married   |   Languages: English, Sinhala")
    save(d, "24-qa-engineer-header-contact-lk.docx")


# 25 Ghanaian bank officer: employer/date table rows, WASSCE, national service -----------------------------------------------
def f25():
    d = new_doc("Calibri", 10.5)
    para(d, "KWAME OSEI-BONSU", bold=True, size=17, color="00573F", space_after=0)
    para(d, "Customer Service Officer | Retail Banking", size=11, space_after=0)
    para(d, "Dansoman, Accra  ·  +233 20 555 1934  ·  kwame.osei-bonsu@example.com", space_after=6)
    heading(d, "Profile", color="00573F")
    para(d, "Customer-focused banker with ten years of experience in teller operations, account services and sales of retail banking products in Ghana's universal banks.")
    heading(d, "Employment History", color="00573F")
    t = d.add_table(rows=0, cols=2)
    rows = [("Ecobank Ghana PLC, Ridge Branch, Accra", "Feb 2021 – Present", "Customer Service Officer",
             ["Account opening, KYC and Ghana Card verification for individual and SME customers.",
              "Cross-sold mobile banking, Xpress Account and credit cards; exceeded quarterly sales target four quarters running.",
              "Resolved customer complaints on Flexcube and the CRM system."]),
            ("Fidelity Bank Ghana Ltd, Kaneshie Branch, Accra", "Mar 2017 – Jan 2021", "Teller / Cash Officer",
             ["Cash and cheque transactions, vault management and end-of-day balancing.",
              "Processed mobile money (MoMo) to bank transfers and foreign exchange transactions."]),
            ("Ghana Commercial Bank (GCB), Tema Main Branch", "Sep 2015 – Aug 2016", "National Service Personnel",
             ["Supported the customer service desk and clearing unit."])]
    for emp, dates, title, bl in rows:
        r = t.add_row().cells
        r[0].width, r[1].width = Cm(12), Cm(5)
        r[0].paragraphs[0].add_run(emp).bold = True
        p = r[1].paragraphs[0]
        p.add_run(dates)
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        r2 = t.add_row().cells
        m = r2[0].merge(r2[1])
        m.paragraphs[0].add_run(title).italic = True
        for b in bl:
            bullet(m, b)
    heading(d, "Education", color="00573F")
    para(d, "BSc. Administration (Banking and Finance) – University of Ghana Business School, Legon, 2015")
    para(d, "WASSCE – Mfantsipim School, Cape Coast, 2010")
    heading(d, "Professional Development", color="00573F")
    bullet(d, "Chartered Banker Certificate (Level 1) – National Banking College, Ghana, 2019")
    bullet(d, "Anti-Money Laundering Certificate – Ghana Association of Banks, 2022")
    heading(d, "Skills", color="00573F")
    para(d, "Teller operations · Cash management · Oracle Flexcube · Customer service · AML/KYC compliance · Cross-selling · MS Excel · Conflict resolution")
    heading(d, "Personal Data", color="00573F")
    para(d, "Date of birth: 9th September, 1991 · Hometown: Kumasi · Nationality: Ghanaian · Marital status: Single · Languages: English, Twi, Fante")
    heading(d, "Referees", color="00573F")
    para(d, "Mr. Isaac Darko, Branch Manager, Ecobank Ghana PLC, Ridge – 024 555 7720")
    para(d, "Mrs. Akosua Agyeman, Operations Manager, Fidelity Bank Ghana – 020 555 4410")
    save(d, "25-customer-service-officer-bank-ghana.docx")


# 26 Pakistani accountant in Riyadh: Iqama, employer-first tab stops, bordered education table ---------------------------------
def f26():
    d = new_doc("Arial", 10)
    para(d, "CURRICULUM VITAE", bold=True, size=13, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=6)
    para(d, "SYED ALI RAZA NAQVI", bold=True, size=15, space_after=0)
    para(d, "Accountant – General Ledger & Payables", italic=True, space_after=0)
    para(d, "Al Olaya, Riyadh, Kingdom of Saudi Arabia", space_after=0)
    para(d, "Mobile: +966 50 555 2781 (WhatsApp)  |  E-mail: aliraza.naqvi@example.com", space_after=0)
    para(d, "Iqama Status: Transferable (Profession: Accountant)  |  Saudi Driving License: Valid", space_after=6)
    heading(d, "Career Objective", color="7B3F00")
    para(d, "To obtain a senior accountant position in a reputable organization in KSA where I can utilize my 11 years of accounting experience in Pakistan and Saudi Arabia.")
    heading(d, "Professional Experience", color="7B3F00")
    tabbed(d, "Almarai Company, Riyadh, KSA", "Nov 2019 – Present", 17)
    para(d, "Accountant (General Ledger)", italic=True)
    for x in ["Month-end closing, accruals, prepayments and GL reconciliations in SAP S/4HANA.",
              "VAT returns (15%) and Zakat computation support; liaison with ZATCA portal.",
              "Preparation of IFRS-based financial statements for the Riyadh region."]:
        bullet(d, x)
    tabbed(d, "Al-Futtaim Auto Centre (Saudi Arabia), Dammam", "Aug 2017 – Oct 2019", 17)
    para(d, "Accounts Payable Accountant", italic=True)
    for x in ["Three-way matching of POs, GRNs and invoices in Oracle EBS.", "Vendor reconciliations and payment runs."]:
        bullet(d, x)
    tabbed(d, "Engro Fertilizers Ltd., Karachi, Pakistan", "Jul 2015 – Jun 2017", 17)
    para(d, "Assistant Accountant", italic=True)
    bullet(d, "Fixed asset register, bank reconciliations and withholding tax statements.")
    heading(d, "Education", color="7B3F00")
    grid(d, [["Degree", "Institute", "Year", "Grade"],
             ["ACCA (Affiliate) – all 13 papers passed", "Association of Chartered Certified Accountants, UK", "2018", "–"],
             ["B.Com", "Government College of Commerce & Economics, Karachi (University of Karachi)", "2014", "A"],
             ["Intermediate (Commerce)", "BIEK Karachi", "2010", "A-1"],
             ["Matric (Science)", "BSEK Karachi", "2008", "A-1"]], widths=[5, 7.5, 1.8, 2])
    heading(d, "Computer Skills", color="7B3F00")
    para(d, "SAP S/4HANA (FI), Oracle EBS (AP/GL), QuickBooks, Microsoft Excel (Advanced), Power BI")
    heading(d, "Key Skills", color="7B3F00")
    para(d, "General ledger • Accounts payable • Bank reconciliation • VAT & Zakat • IFRS reporting • Month-end closing")
    heading(d, "Personal Information", color="7B3F00")
    kv(d, [("Nationality", "Pakistani"), ("Date of Birth", "03rd March 1992"), ("Marital Status", "Married"),
           ("Passport No.", "AB5552781"), ("Languages", "English, Urdu, Arabic (Basic)")], width=4)
    save(d, "26-accountant-riyadh-iqama-pk.docx")


# 27 Kenyan sales representative: half a page, one-line jobs with pipes, KCSE -------------------------------------------------------
def f27():
    d = new_doc("Calibri", 11, margins=2.2)
    para(d, "BRIAN OTIENO OCHIENG", bold=True, size=16, space_after=0)
    para(d, "Nakuru, Kenya | 0712 555 436 | brian.ochieng@example.co.ke", space_after=8)
    heading(d, "Profile", color="C62828")
    para(d, "Energetic FMCG and telecom sales representative. Hit targets in general trade and modern trade across the Rift Valley region.")
    heading(d, "Experience", color="C62828")
    para(d, "Sales Representative | Bidco Africa Ltd | Nakuru | Mar 2022 – Present", bold=True, space_after=0)
    for x in ["Cover 150 retail outlets and 6 distributors along the Nakuru–Eldoret route.",
              "Grew Elianto cooking oil volumes by 24% in FY2023/24 through distributor activations."]:
        bullet(d, x)
    para(d, "Sales Agent (Direct Sales) | Safaricom PLC via Pinnacle Dealers | Nakuru | Jun 2019 – Feb 2022", bold=True, space_after=0)
    for x in ["Recruited M-PESA agents and sold Home Fibre packages; registered 1,200+ new lines."]:
        bullet(d, x)
    heading(d, "Education", color="C62828")
    para(d, "Diploma in Sales and Marketing – Kenya Institute of Management (KIM), 2019")
    para(d, "KCSE – Nakuru High School, 2016 (B plain)")
    heading(d, "Skills", color="C62828")
    para(d, "Field sales · Distributor management · Merchandising · Negotiation · M-PESA agency · SAP Sales app · Customer service · Kiswahili & English")
    save(d, "27-sales-rep-half-page-ke.docx")


# 28 Indian teacher at a CBSE school in the UAE: bordered tables for everything, declaration ---------------------------------------------
def f28():
    d = new_doc("Times New Roman", 11)
    para(d, "CURRICULUM VITAE", bold=True, size=14, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=8)
    grid(d, [["Name", "ANJALI MENON"],
             ["Post Applied For", "TGT / PGT – Chemistry"],
             ["Mobile", "+971 56 555 9102"],
             ["E-mail", "anjali.menon.chem@example.com"],
             ["Address", "Flat 1204, Al Nahda Tower, Al Nahda 1, Sharjah, UAE"]], widths=[5, 12], bold_first_row=False)
    heading(d, "Career Objective", color="000000")
    para(d, "To be a part of a reputed school where I can contribute to the academic growth of students through innovative and activity-based teaching of Chemistry.")
    heading(d, "Academic Qualifications", color="000000")
    grid(d, [["Qualification", "Institution / University", "Year of Passing", "Marks"],
             ["M.Sc. Chemistry", "St. Teresa's College, Ernakulam (Mahatma Gandhi University)", "2011", "78%"],
             ["B.Ed. (Physical Science)", "Mar Theophilus Training College, Thiruvananthapuram (University of Kerala)", "2012", "81%"],
             ["B.Sc. Chemistry", "Maharaja's College, Ernakulam (Mahatma Gandhi University)", "2009", "84%"],
             ["Class XII (CBSE)", "Bhavan's Vidya Mandir, Elamakkara", "2006", "88%"],
             ["Class X (CBSE)", "Bhavan's Vidya Mandir, Elamakkara", "2004", "91%"]], widths=[4, 8, 2.5, 2])
    heading(d, "Eligibility Tests", color="000000")
    bullet(d, "CTET (Central Teacher Eligibility Test) – Paper II, qualified 2013")
    bullet(d, "Kerala SET (State Eligibility Test) – Chemistry, qualified 2012")
    heading(d, "Teaching Experience", color="000000")
    grid(d, [["School", "Designation", "Period"],
             ["Delhi Private School, Sharjah, UAE (CBSE)", "PGT Chemistry", "April 2018 – till date"],
             ["Bhavan's Vidya Mandir, Girinagar, Kochi (CBSE)", "TGT Science", "June 2013 – March 2018"],
             ["Chinmaya Vidyalaya, Vaduthala, Kochi", "Guest Lecturer – Chemistry", "2012 – 2013"]], widths=[8, 5, 4])
    para(d, "Responsibilities:", bold=True).paragraph_format.space_before = Pt(6)
    for x in ["Teaching Chemistry to Grades XI and XII and preparing students for CBSE board examinations (100% results since 2019).",
              "Conducting practical sessions and maintaining laboratory safety; in-charge of the Chemistry lab.",
              "Preparing question papers, lesson plans and remedial classes; class teacher of Grade XI.",
              "Coordinating the school's Science exhibition and Olympiad preparation."]:
        bullet(d, x)
    heading(d, "Skills", color="000000")
    for x in ["Activity-based and experiential learning", "Smart class tools: Google Classroom, Microsoft Teams, PhET simulations",
              "CBSE assessment and evaluation", "Laboratory management", "Effective communication"]:
        bullet(d, x)
    heading(d, "Personal Details", color="000000")
    grid(d, [["Date of Birth", "24 May 1988"], ["Nationality", "Indian"], ["Marital Status", "Married"],
             ["Languages Known", "English, Malayalam, Hindi"], ["Visa Status", "Residence Visa (UAE)"], ["MOE Approval", "Approved by SPEA / UAE MOE"]],
         widths=[5, 12], bold_first_row=False)
    heading(d, "Declaration", color="000000")
    para(d, "I hereby declare that the above information is true and correct to the best of my knowledge and belief.")
    para(d, "Place: Sharjah", space_after=0)
    para(d, "Date: 01/11/2026")
    para(d, "ANJALI MENON", bold=True, align=WD_ALIGN_PARAGRAPH.RIGHT)
    save(d, "28-chemistry-teacher-cbse-uae-tables-in.docx")


if __name__ == "__main__":
    for f in (f21, f22, f23, f24, f25, f26, f27, f28):
        f()
